import { AlertCircle, ImagePlus, X } from 'lucide-react';
import { Button as AriaButton, DropZone, FileTrigger, isFileDropItem, Text } from 'react-aria-components';
import { PHOTO_LIMITS } from '../../../contract/hosting';
import { useI18n } from '../../i18n';
import { buttonClass } from '../../ui/Button';
import { ICON, ICON_SMALL } from '../../ui/icon';
import { Progress } from './Progress';
import { percent, type Upload, type UploadError } from './uploadQueue';
import s from './Photos.module.css';

type Props = { queue: Upload[]; onFiles: (files: File[]) => void; onDismiss: (key: string) => void };

/** Pick or drop several photos; each shows its own progress bar, or why it was refused. */
export function PhotoUploader({ queue, onFiles, onDismiss }: Props) {
  const { t, number } = useI18n();
  const errorText = (e: UploadError) => ('text' in e ? e.text : t(e.key, e.vars));
  return (
    <div className={s.uploader}>
      <DropZone
        className={s.dropZone}
        aria-label={t('hosting.photos.dropLabel')}
        getDropOperation={(types) => (types.has('Files') || [...PHOTO_LIMITS.types].some((x) => types.has(x)) ? 'copy' : 'cancel')}
        onDrop={async (e) => {
          const files = await Promise.all(e.items.filter(isFileDropItem).map((item) => item.getFile()));
          if (files.length) onFiles(files);
        }}
      >
        <ImagePlus size={32} strokeWidth={1.5} aria-hidden="true" />
        <Text slot="label" className={s.dropTitle}>{t('hosting.photos.drop')}</Text>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={[...PHOTO_LIMITS.types]}
          onSelect={(list) => list && list.length && onFiles([...list])}
        >
          <AriaButton className={buttonClass({ variant: 'secondary' })}>{t('hosting.photos.pick')}</AriaButton>
        </FileTrigger>
        <p className={s.rules}>{t('hosting.photos.rules', { mb: PHOTO_LIMITS.maxBytes / 1024 / 1024 })}</p>
      </DropZone>

      {queue.length > 0 && (
        <ul className={s.queue} aria-label={t('hosting.photos.queue')}>
          {queue.map((u) => (
            <li key={u.key} className={s.queueItem} data-status={u.status}>
              {u.status === 'failed' ? (
                <div className={s.refused} role="alert">
                  <AlertCircle {...ICON} />
                  <div className={s.refusedText}>
                    <span className={s.fileName}>{t('hosting.photos.refused', { name: u.name })}</span>
                    <span>{u.error && errorText(u.error)}</span>
                  </div>
                  <AriaButton className={s.dismiss} onPress={() => onDismiss(u.key)} aria-label={t('hosting.photos.dismiss', { name: u.name })}>
                    <X {...ICON_SMALL} />
                  </AriaButton>
                </div>
              ) : (
                <Progress
                  label={u.name}
                  value={u.status === 'queued' ? null : percent(u)}
                  valueText={u.status === 'queued' ? t('hosting.photos.waiting') : number(percent(u) / 100, { style: 'percent' })}
                  status={u.status === 'queued' ? t('hosting.photos.waiting') : number(percent(u) / 100, { style: 'percent' })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

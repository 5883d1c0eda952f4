import { useState } from 'react';
import { AlertCircle } from 'lucide-react';
import { PHOTO_TEXT_MAX, PhotoPatchSchema } from '../../../contract/hosting';
import type { PhotoView } from '../../../contract/photos';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { ICON_SMALL } from '../../ui/icon';
import { schemaErrors, serverErrors } from './fieldErrors';
import s from './Photos.module.css';

const preview = (p: PhotoView) => (p.sources.find((x) => x.w >= 640) ?? p.sources[p.sources.length - 1])?.url;

/** Caption (shown under the photo in the gallery) and alt text (read to people who cannot see it). */
export function PhotoDetailsDialog({ photo, onClose, onSave }: {
  photo: PhotoView; onClose: () => void; onSave: (text: { caption: string; alt: string }) => Promise<unknown>;
}) {
  const { t } = useI18n();
  const [caption, setCaption] = useState(photo.caption);
  const [alt, setAlt] = useState(photo.alt);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const save = async () => {
    const parsed = PhotoPatchSchema.safeParse({ caption, alt });
    if (!parsed.success) return setErrors(schemaErrors(parsed.error));
    setPending(true);
    setFailed(null);
    try {
      await onSave({ caption: parsed.data.caption ?? '', alt: parsed.data.alt ?? '' });
      onClose();
    } catch (err) {
      const byField = serverErrors(err, ['caption', 'alt']);
      setErrors(byField);
      if (!Object.keys(byField).length) setFailed(err instanceof Error ? err.message : String(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('hosting.photos.edit')}
      footer={
        <div className={s.dialogActions}>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>{t('hosting.photos.cancel')}</Button>
          <Button variant="primary" onPress={() => void save()} pending={pending} isDisabled={pending}>{t('hosting.photos.save')}</Button>
        </div>
      }
    >
      <form className={s.dialogForm} noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <img className={s.dialogPhoto} src={preview(photo)} alt="" />
        <TextField
          label={t('hosting.photos.caption')}
          description={t('hosting.photos.captionHint')}
          value={caption}
          onChange={(v) => { setCaption(v); setErrors((e) => ({ ...e, caption: '' })); }}
          error={errors.caption || undefined}
          maxLength={PHOTO_TEXT_MAX.caption + 20}
          validationBehavior="aria"
        />
        <TextField
          label={t('hosting.photos.alt')}
          description={t('hosting.photos.altHint')}
          value={alt}
          onChange={(v) => { setAlt(v); setErrors((e) => ({ ...e, alt: '' })); }}
          error={errors.alt || undefined}
          maxLength={PHOTO_TEXT_MAX.alt + 20}
          validationBehavior="aria"
        />
        {failed && <p className={s.refused} role="alert"><AlertCircle {...ICON_SMALL} />{failed}</p>}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

/** "Delete this photo?" with the photo shown, so the host knows which one. */
export function DeletePhotoDialog({ photo, onClose, onDelete }: { photo: PhotoView; onClose: () => void; onDelete: () => Promise<unknown> }) {
  const { t } = useI18n();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const remove = async () => {
    setPending(true);
    setFailed(null);
    try {
      await onDelete();
      onClose();
    } catch (err) {
      setFailed(err instanceof Error ? err.message : String(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('hosting.photos.deleteTitle')}
      footer={
        <div className={s.dialogActions}>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>{t('hosting.photos.keep')}</Button>
          <Button variant="dark" onPress={() => void remove()} pending={pending} isDisabled={pending}>{t('hosting.photos.deleteConfirm')}</Button>
        </div>
      }
    >
      <div className={s.dialogForm}>
        <img className={s.dialogPhoto} src={preview(photo)} alt={photo.alt} />
        <p>{t('hosting.photos.deleteBody')}</p>
        {failed && <p className={s.refused} role="alert"><AlertCircle {...ICON_SMALL} />{failed}</p>}
      </div>
    </Dialog>
  );
}

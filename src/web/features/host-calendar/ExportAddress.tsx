import { useEffect, useId, useRef, useState } from 'react';
import { AlertCircle, Check, Copy, RotateCcw } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { TextField } from '../../ui/TextField';
import { ICON_SMALL } from '../../ui/icon';
import { useExportAddress, useResetExport } from './api';
import { copyText } from './copyText';
import s from './Ical.module.css';

/** The secret address other sites import Roost's busy nights from: copy it, or reset it. */
export function ExportAddress({ listingId }: { listingId: string }) {
  const { t } = useI18n();
  const q = useExportAddress(listingId);
  const reset = useResetExport(listingId);
  const [status, setStatus] = useState<'copied' | 'copyFailed' | 'reset' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fieldRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (status !== 'copied') return;
    const id = setTimeout(() => setStatus(null), 4000);
    return () => clearTimeout(id);
  }, [status]);

  const copy = async () => {
    if (!q.data) return;
    const ok = await copyText(q.data.url, fieldRef.current?.querySelector('input'));
    setStatus(ok ? 'copied' : 'copyFailed');
  };

  return (
    <section className={s.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.subheading}>{t('hostCalendar.export.title')}</h3>
      {q.isError ? (
        <ErrorState headingLevel={3} error={q.error} onRetry={() => q.refetch()} />
      ) : !q.data ? (
        <Skeleton height={72} radius={8} />
      ) : (
        <>
          <div className={s.exportRow} ref={fieldRef}>
            <TextField
              className={s.exportField}
              label={t('hostCalendar.export.label')}
              description={t('hostCalendar.export.help')}
              value={q.data.url}
              isReadOnly
              onFocus={(e) => (e.target as HTMLInputElement).select()}
            />
            <div className={s.exportActions}>
              <Button variant="secondary" size="small" onPress={copy}>
                {status === 'copied' ? <Check {...ICON_SMALL} /> : <Copy {...ICON_SMALL} />}
                {t('hostCalendar.export.copy')}
              </Button>
              <Button variant="ghost" size="small" onPress={() => setConfirming(true)}>
                <RotateCcw {...ICON_SMALL} />
                {t('hostCalendar.export.reset')}
              </Button>
            </div>
          </div>
          <p role="status" className={status === 'copyFailed' ? s.error : s.ok}>
            {status === 'copied' && t('hostCalendar.export.copied')}
            {status === 'copyFailed' && t('hostCalendar.export.copyFailed')}
            {status === 'reset' && t('hostCalendar.export.resetDone')}
          </p>
        </>
      )}
      <Dialog
        isOpen={confirming}
        onOpenChange={(open) => { setConfirming(open); if (!open) reset.reset(); }}
        title={t('hostCalendar.export.resetTitle')}
        footer={
          <>
            <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={reset.isPending}>{t('hostCalendar.export.resetKeep')}</Button>
            <Button
              variant="primary"
              pending={reset.isPending}
              onPress={() => !reset.isPending && reset.mutate(undefined, { onSuccess: () => { setConfirming(false); setStatus('reset'); } })}
            >
              {t('hostCalendar.export.resetConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('hostCalendar.export.resetBody')}</p>
        {reset.isError && <p className={s.error} role="alert"><AlertCircle {...ICON_SMALL} />{reset.error.message}</p>}
      </Dialog>
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '../../../contract/values';
import type { ReportReason, ReportTargetType } from '../../../contract/reports';
import { useSiteConfig } from '../../api/site-config';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { serverFieldErrors } from '../../ui/useSchemaForm';
import { ApiError } from '../../api/client';
import { useCreateReport } from './api';
import { reportBody, reportProblems, type ReportDraft } from './form';
import s from './Reports.module.css';

/** Focus what needs an answer once its error is on screen (the dialog's body scrolls to it). */
const focusLater = (find: () => HTMLElement | null | undefined) => requestAnimationFrame(() => find()?.focus());

export type ReportDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: string;
};

/**
 * "Report this …": a reason from the server's list, a note (required for "other"), then the
 * acknowledgement. The member must be signed in (ReportButton sends visitors to log in first).
 */
export function ReportDialog({ isOpen, onOpenChange, targetType, targetId }: ReportDialogProps) {
  const { t, number } = useI18n();
  const site = useSiteConfig().data?.siteName ?? t('app.name');
  const create = useCreateReport();
  const [draft, setDraft] = useState<ReportDraft>({ reason: null, note: '' });
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const noteId = useId();
  const formId = useId();
  const done = create.isSuccess;

  const problems = reportProblems(draft);
  const reasonError = server.reason ?? (tried && problems.reason ? t('reports.error.reason') : undefined);
  const noteError = server.note ?? (tried && problems.note ? (problems.note === 'note' ? t('reports.error.note') : t('reports.error.noteLong', { max: number(REPORT_NOTE_MAX) })) : undefined);
  const formError = create.error && !Object.keys(server).length ? create.error.message : undefined;

  const close = (open: boolean) => {
    onOpenChange(open);
    if (!open) {
      // Opened again later, it starts afresh (a new report of something else, or the same one).
      setDraft({ reason: null, note: '' });
      setTried(false);
      setServer({});
      create.reset();
    }
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problems.reason) return focusLater(() => document.getElementById(formId)?.querySelector<HTMLInputElement>('input[type="radio"]'));
    if (problems.note) return focusLater(() => document.getElementById(noteId));
    create.mutate(reportBody(targetType, targetId, draft), {
      onError: (err) => setServer(err instanceof ApiError ? serverFieldErrors(err, ['reason', 'note']) : {}),
    });
  };

  const edit = (next: Partial<ReportDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setServer({});
    create.reset();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={close}
      title={t(`reports.title.${targetType}`)}
      footer={
        <div className={s.actions}>
          {done ? (
            <Button variant="primary" onPress={() => close(false)}>{t('reports.done')}</Button>
          ) : (
            <>
              <Button variant="secondary" onPress={() => close(false)} isDisabled={create.isPending}>{t('reports.cancel')}</Button>
              <Button variant="primary" type="submit" form={formId} pending={create.isPending} isDisabled={create.isPending}>{t('reports.send')}</Button>
            </>
          )}
        </div>
      }
    >
      {done ? (
        <div className={s.thanks} role="status">
          <CheckCircle2 size={32} strokeWidth={1.75} aria-hidden="true" />
          <p className={s.thanksTitle}>{t('reports.thanks')}</p>
          <p className={s.hint}>{t('reports.thanksBody')}</p>
        </div>
      ) : (
        <form id={formId} className={s.form} noValidate onSubmit={send}>
          <p className={s.hint}>{t('reports.intro', { site })}</p>
          <RadioGroup
            value={draft.reason}
            onChange={(v) => edit({ reason: v as ReportReason })}
            isInvalid={Boolean(reasonError)}
            validationBehavior="aria"
            className={s.reasons}
          >
            <Label className={s.label}>{t('reports.reason')}</Label>
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} className={s.reason}>
                <span className={s.dot} aria-hidden="true" />
                <span className={s.reasonText}>
                  <span className={s.reasonName}>{t(`reports.reason.${r}`)}</span>
                  <Text slot="description" className={s.hint}>{t(`reports.reason.${r}.hint`, { site })}</Text>
                </span>
              </Radio>
            ))}
            <FieldError className={s.error}>{reasonError}</FieldError>
          </RadioGroup>
          <div className={s.noteField}>
            <label htmlFor={noteId} className={s.label}>{draft.reason === 'other' ? t('reports.noteRequired') : t('reports.note')}</label>
            <textarea
              id={noteId}
              className={s.textarea}
              rows={3}
              value={draft.note}
              onChange={(e) => edit({ note: e.target.value })}
              aria-invalid={noteError ? true : undefined}
              aria-required={draft.reason === 'other' || undefined}
              aria-describedby={`${noteId}-count${noteError ? ` ${noteId}-error` : ''}`}
            />
            <div className={s.noteMeta}>
              {noteError ? <span id={`${noteId}-error`} className={s.error}>{noteError}</span> : <span />}
              <span id={`${noteId}-count`} className={s.count}>{t('reports.note.count', { count: draft.note.trim().length, max: number(REPORT_NOTE_MAX) })}</span>
            </div>
          </div>
          {formError && <p className={s.error} role="alert"><AlertCircle size={16} strokeWidth={1.75} aria-hidden="true" />{formError}</p>}
        </form>
      )}
    </Dialog>
  );
}

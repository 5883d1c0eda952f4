import { useState } from 'react';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';

/** A confirmation that needs the operator's reason (kept in the audit log) before a destructive action. */
export function ReasonDialog({ title, body, label, confirm, pending, onConfirm, onClose, error: serverError }: {
  title: string; body: string; label: string; confirm: string; pending: boolean; error?: string;
  onConfirm: (reason: string) => void; onClose: () => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => (reason.trim() ? onConfirm(reason.trim()) : setError(t('admin.review.reasonRequired')));
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={title}
      footer={<>
        <Button variant="secondary" onPress={onClose}>{t('admin.review.cancel')}</Button>
        <Button onPress={submit} isDisabled={pending}>{confirm}</Button>
      </>}>
      <p>{body}</p>
      <TextField label={label} value={reason} onChange={setReason} error={error ?? serverError} isRequired autoFocus
        onKeyDown={(e) => { if (e.key === 'Enter') submit(); }} />
    </Dialog>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { MESSAGE_MAX } from '../../../contract/values';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import s from './Booking.module.css';

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** When set, a textarea with this label (a message or reason) is offered. */
  textLabel?: string;
  confirmLabel: string;
  keepLabel: string;
  pending: boolean;
  error: Error | null;
  onConfirm: (text: string) => void;
};

/** "Are you sure?" for a booking action: what will happen, an optional note, and two buttons. */
export function ConfirmDialog({ isOpen, onOpenChange, title, children, textLabel, confirmLabel, keepLabel, pending, error, onConfirm }: Props) {
  const [text, setText] = useState('');
  const textId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <div className={s.dialogActions}>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={pending}>{keepLabel}</Button>
          <Button variant="primary" onPress={() => onConfirm(text)} pending={pending} isDisabled={pending}>{confirmLabel}</Button>
        </div>
      }
    >
      <div className={s.dialogBody}>
        {children}
        {textLabel && (
          <>
            <label htmlFor={textId} className={s.label}>{textLabel}</label>
            <textarea id={textId} className={s.textarea} rows={3} maxLength={MESSAGE_MAX} value={text} onChange={(e) => setText(e.target.value)} />
          </>
        )}
        {error && <p className={s.error} role="alert"><AlertCircle size={16} strokeWidth={1.75} aria-hidden="true" />{error.message}</p>}
      </div>
    </Dialog>
  );
}

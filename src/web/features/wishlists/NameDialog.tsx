import { useId, useState, type FormEvent } from 'react';
import { WISHLIST_NAME_MAX } from '../../../contract/values';
import { WishlistNameSchema } from '../../../contract/wishlists';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import s from './Wishlists.module.css';

type Props = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  /** Resolves when done (the dialog closes); rejects with the server's message to show. */
  onSubmit: (name: string) => Promise<unknown>;
};

/** Name a new list or rename one: one field, checked as the server checks it (1–50 characters). */
export function NameDialog({ isOpen, onOpenChange, title, submitLabel, initial = '', pending, onSubmit }: Props) {
  const { t } = useI18n();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = WishlistNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(t('wishlists.name.invalid'));
      return;
    }
    setError(undefined);
    try {
      await onSubmit(parsed.data);
      onOpenChange(false);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <div className={s.dialogActions}>
          <Button variant="ghost" onPress={() => onOpenChange(false)}>{t('wishlists.cancel')}</Button>
          <Button type="submit" form={formId} variant="dark" pending={pending}>{submitLabel}</Button>
        </div>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('wishlists.name')}
          description={t('wishlists.name.hint', { max: WISHLIST_NAME_MAX })}
          value={name}
          onChange={setName}
          error={error}
          autoFocus
          autoComplete="off"
        />
      </form>
    </Dialog>
  );
}

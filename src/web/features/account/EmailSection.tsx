import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { ChangeEmailBodySchema, type Me } from '../../../contract/auth';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { ICON_SMALL } from '../../ui/icon';
import { authPost } from './api';
import { Section } from './AccountLayout';
import { useSchemaForm } from '../../ui/useSchemaForm';
import s from './Account.module.css';

/** The new address must be confirmed from its own inbox before it replaces the old one. */
export function EmailSection({ me }: { me: Me }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const form = useSchemaForm(ChangeEmailBodySchema, { newEmail: '' });

  const send = async () => {
    const to = form.values.newEmail.trim();
    const ok = await form.submit(async (body) => {
      try {
        await authPost('/change-email', { ...(body as object), callbackURL: '/account' });
      } catch (err) {
        // The API names no field for a taken address; it belongs beside the one field there is.
        if (err instanceof ApiError && err.code === 'EMAIL_TAKEN') throw new ApiError(err.status, err.code, err.message, { newEmail: err.message }, err.requestId);
        throw err;
      }
    });
    if (!ok) return;
    setSentTo(to);
    setOpen(false);
    form.reset();
  };

  return (
    <Section id="email" title={t('account.email.title')} badge={!me.emailVerified ? <span className={`${s.badge} ${s.badgeWarning}`}>{t('account.unverified.badge')}</span> : undefined}>
      <p>{t('account.email.current', { email: me.email })}</p>
      {sentTo && <p className={s.success} role="status"><MailCheck {...ICON_SMALL} />{t('account.email.sent', { email: sentTo })}</p>}
      {open ? (
        <form ref={form.formRef} className={s.form} noValidate onSubmit={(e) => { e.preventDefault(); void send(); }}>
          <TextField label={t('account.email.new')} type="email" autoComplete="email" inputMode="email" autoFocus {...form.text('newEmail')} />
          {form.formError && <p className={s.formError} role="alert">{form.formError}</p>}
          <div className={s.actions}>
            <Button type="submit" pending={form.pending}>{t('account.email.send')}</Button>
            <Button variant="ghost" onPress={() => { setOpen(false); form.reset(); }}>{t('account.email.cancel')}</Button>
          </div>
        </form>
      ) : (
        <div className={s.actions}>
          <Button variant="secondary" onPress={() => { setOpen(true); setSentTo(undefined); }}>{t('account.email.change')}</Button>
        </div>
      )}
    </Section>
  );
}

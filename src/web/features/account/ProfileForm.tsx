import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { ProfileUpdateSchema, type Me } from '../../../contract/auth';
import { api } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { ICON_SMALL } from '../../ui/icon';
import { SESSION_KEY } from '../session';
import { ME_KEY } from './api';
import { Section } from './AccountLayout';
import { AvatarPicker } from './AvatarPicker';
import { useSchemaForm } from '../../ui/useSchemaForm';
import s from './Account.module.css';

/** Name and about text; the address is shown here but changed under Login & security. */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(ProfileUpdateSchema, { name: me.name, bio: me.bio });
  const bio = form.text('bio');

  const save = async () => {
    setSaved(false);
    const ok = await form.submit(async (body) => {
      const next = await api<Me>('/me', { method: 'PATCH', body });
      queryClient.setQueryData(ME_KEY, next);
      // The header shows the name from the session.
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    });
    setSaved(ok);
  };

  return (
    <Section id="profile" title={t('account.profile.title')} intro={t('account.profile.intro')}>
      <AvatarPicker me={me} />
      <form ref={form.formRef} className={s.form} noValidate onSubmit={(e) => { e.preventDefault(); void save(); }} onChange={() => setSaved(false)}>
        <TextField label={t('account.profile.name')} {...form.text('name')} autoComplete="name" isRequired />
        <div className={s.readOnly}>
          <span className={s.readOnlyLabel} id="profile-email-label">{t('account.profile.email')}</span>
          <div className={s.readOnlyRow}>
            <span className={s.readOnlyValue}>{me.email}</span>
            {!me.emailVerified && <span className={`${s.badge} ${s.badgeWarning}`}>{t('account.unverified.badge')}</span>}
            <Link className={s.link} to="/account/security#email" aria-label={`${t('account.profile.changeEmail')} ${t('account.profile.email')}`}>
              {t('account.profile.changeEmail')}
            </Link>
          </div>
        </div>
        <div className={s.readOnly}>
          <label className={s.readOnlyLabel} htmlFor="profile-bio">{t('account.profile.bio')}</label>
          <textarea
            id="profile-bio"
            className={s.textarea}
            name="bio"
            value={bio.value}
            onChange={(e) => bio.onChange(e.target.value)}
            onBlur={bio.onBlur}
            aria-invalid={bio.error ? true : undefined}
            aria-describedby="profile-bio-help"
            rows={5}
          />
          <span id="profile-bio-help" className={bio.error ? s.formError : s.note}>
            {bio.error ?? t('account.profile.bioHint', { count: bio.value.length })}
          </span>
        </div>
        {form.formError && <p className={s.formError} role="alert">{form.formError}</p>}
        <div className={s.actions}>
          <Button type="submit" pending={form.pending}>{t('account.profile.save')}</Button>
          {saved && <p className={s.success} role="status"><CheckCircle2 {...ICON_SMALL} />{t('account.profile.saved')}</p>}
        </div>
      </form>
      <p className={s.note}>
        <Link className={s.link} to="/account/security">{t('account.profile.security')}</Link>
      </p>
    </Section>
  );
}

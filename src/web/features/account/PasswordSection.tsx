import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { ChangePasswordBodySchema, type Me } from '../../../contract/auth';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ICON_SMALL } from '../../ui/icon';
import { authPost, SESSIONS_KEY } from './api';
import { Section } from './AccountLayout';
import { PasswordField } from '../../ui/PasswordField';
import { useSchemaForm } from '../../ui/useSchemaForm';
import s from './Account.module.css';

export function PasswordSection({ me }: { me: Me }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | undefined>();
  const form = useSchemaForm(ChangePasswordBodySchema, { currentPassword: '', newPassword: '', revokeOtherSessions: true });

  if (!me.hasPassword) {
    return (
      <Section id="password" title={t('account.password.title')}>
        <p className={s.note}>{t('account.password.noneGeneric')}</p>
      </Section>
    );
  }

  const change = async () => {
    setDone(undefined);
    const others = form.values.revokeOtherSessions;
    const ok = await form.submit(async (body) => {
      await authPost('/change-password', body);
    });
    if (!ok) return;
    form.reset({ currentPassword: '', newPassword: '', revokeOtherSessions: true });
    setDone(others ? t('account.password.changedOthers') : t('account.password.changed'));
    void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  };

  return (
    <Section id="password" title={t('account.password.title')}>
      <form ref={form.formRef} className={s.form} noValidate onSubmit={(e) => { e.preventDefault(); void change(); }}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={me.email} readOnly hidden />
        <PasswordField label={t('account.password.current')} autoComplete="current-password" {...form.text('currentPassword')} />
        <PasswordField label={t('account.password.new')} description={t('account.password.newHint')} autoComplete="new-password" {...form.text('newPassword')} />
        <Checkbox isSelected={Boolean(form.values.revokeOtherSessions)} onChange={(v) => form.set('revokeOtherSessions', v)}>
          {t('account.password.signOutOthers')}
        </Checkbox>
        {form.formError && <p className={s.formError} role="alert">{form.formError}</p>}
        <div className={s.actions}>
          <Button type="submit" pending={form.pending}>{t('account.password.change')}</Button>
        </div>
        {done && <p className={s.success} role="status"><CheckCircle2 {...ICON_SMALL} />{done}</p>}
      </form>
    </Section>
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DeleteAccountBodySchema, type Me } from '../../../contract/auth';
import { api } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { refreshAfterAuthChange, SESSION_KEY } from '../session';
import { authPost, ME_KEY } from './api';
import { Section, useLeaveAccount } from './AccountLayout';
import { PasswordField } from '../../ui/PasswordField';
import { showToast } from './toast';
import { useSchemaForm } from '../../ui/useSchemaForm';
import s from './Account.module.css';

// With a Roost password, deleting asks for it (the API refuses without it).
const WithPassword = DeleteAccountBodySchema.extend({ password: z.string().min(1, 'Enter your password.').max(128) });

export function DeleteAccountSection({ me }: { me: Me }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Section id="delete" danger title={t('account.delete.title')} intro={t('account.delete.intro')}>
      <div className={s.actions}>
        <Button variant="secondary" className={s.dangerButton} onPress={() => setOpen(true)}>{t('account.delete.open')}</Button>
      </div>
      {open && <DeleteDialog me={me} onClose={() => setOpen(false)} />}
    </Section>
  );
}

function DeleteDialog({ me, onClose }: { me: Me; onClose: () => void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = useLeaveAccount();
  const [understood, setUnderstood] = useState(false);
  const form = useSchemaForm(me.hasPassword ? WithPassword : DeleteAccountBodySchema, { password: '' }, { toBody: (v) => (me.hasPassword ? v : {}) });

  const remove = async () => {
    if (!understood) return;
    const ok = await form.submit(async (body) => {
      await api('/me/delete', { method: 'POST', body });
    });
    if (!ok) return;
    // Leave first: were the session to end while this page guards itself, it would send us to /login.
    leave();
    await navigate('/', { replace: true });
    showToast(t('account.delete.done'), t('account.toast.dismiss'));
    queryClient.setQueryData(SESSION_KEY, null);
    queryClient.removeQueries({ queryKey: ME_KEY });
    // The server has ended every session; this clears the cookie in this browser too.
    await authPost('/sign-out').catch(() => undefined);
    await refreshAfterAuthChange(queryClient);
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(o) => !o && onClose()}
      title={t('account.delete.dialogTitle')}
      footer={
        <div className={s.dialogActions}>
          <Button variant="ghost" onPress={onClose}>{t('account.delete.cancel')}</Button>
          <Button className={s.dangerSolid} onPress={() => void remove()} isDisabled={!understood} pending={form.pending}>{t('account.delete.confirm')}</Button>
        </div>
      }
    >
      <form ref={form.formRef} className={s.form} noValidate onSubmit={(e) => { e.preventDefault(); void remove(); }}>
        <div className={s.dl}>
          <h3 className={s.dlTitle}>{t('account.delete.erased')}</h3>
          <p>{t('account.delete.erasedList')}</p>
          <h3 className={s.dlTitle}>{t('account.delete.kept')}</h3>
          <p>{t('account.delete.keptList')}</p>
        </div>
        {me.hasPassword && <PasswordField label={t('account.delete.password')} autoComplete="current-password" autoFocus {...form.text('password')} />}
        <Checkbox isSelected={understood} onChange={setUnderstood}>{t('account.delete.understand')}</Checkbox>
        {form.formError && <p className={s.formError} role="alert">{form.formError}</p>}
      </form>
    </Dialog>
  );
}

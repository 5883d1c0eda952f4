import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import type { Me } from '../../../contract/auth';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { ICON_SMALL } from '../../ui/icon';
import { SESSION_KEY } from '../session';
import { authPost, ME_KEY, type TwoFactorSetup as Setup } from './api';
import { Section } from './AccountLayout';
import { BackupCodes } from './BackupCodes';
import { PasswordConfirm } from './PasswordConfirm';
import { TwoFactorSetup } from './TwoFactorSetup';
import s from './Account.module.css';

type Step =
  | { kind: 'idle'; notice?: string }
  | { kind: 'confirm'; action: 'enable' | 'disable' | 'codes' }
  | { kind: 'scan'; setup: Setup }
  | { kind: 'codes'; codes: string[]; replaced: boolean };

export function TwoFactorSection({ me }: { me: Me }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const refreshMe = () => Promise.all([ME_KEY, SESSION_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const on = me.twoFactorEnabled;

  const badge = me.hasPassword
    ? <span className={`${s.badge} ${on ? s.badgeOn : s.badgeOff}`}>{on ? t('account.tfa.on') : t('account.tfa.off')}</span>
    : undefined;

  let body;
  if (!me.hasPassword) body = <p className={s.note}>{t('account.tfa.noPassword')}</p>;
  else if (step.kind === 'confirm') {
    const label = { enable: t('account.tfa.continue'), disable: t('account.tfa.turnOff'), codes: t('account.tfa.newCodes') }[step.action];
    body = (
      <PasswordConfirm
        label={label}
        onCancel={() => setStep({ kind: 'idle' })}
        onConfirm={async (password) => {
          if (step.action === 'enable') {
            setStep({ kind: 'scan', setup: await authPost<Setup>('/two-factor/enable', { password }) });
          } else if (step.action === 'disable') {
            await authPost('/two-factor/disable', { password });
            await refreshMe();
            setStep({ kind: 'idle', notice: t('account.tfa.disabled') });
          } else {
            const { backupCodes } = await authPost<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', { password });
            setStep({ kind: 'codes', codes: backupCodes, replaced: true });
          }
        }}
      />
    );
  } else if (step.kind === 'scan') {
    body = (
      <TwoFactorSetup
        totpURI={step.setup.totpURI}
        onCancel={() => setStep({ kind: 'idle' })}
        onVerified={() => {
          void refreshMe();
          setStep({ kind: 'codes', codes: step.setup.backupCodes, replaced: false });
        }}
      />
    );
  } else if (step.kind === 'codes') {
    body = (
      <>
        {!step.replaced && <p className={s.success} role="status"><CheckCircle2 {...ICON_SMALL} />{t('account.tfa.enabled')}</p>}
        <BackupCodes codes={step.codes} email={me.email} replaced={step.replaced} onDone={() => setStep({ kind: 'idle' })} />
      </>
    );
  } else {
    body = (
      <>
        {step.notice && <p className={s.success} role="status"><CheckCircle2 {...ICON_SMALL} />{step.notice}</p>}
        <div className={s.actions}>
          {on ? (
            <>
              <Button variant="secondary" onPress={() => setStep({ kind: 'confirm', action: 'codes' })}>{t('account.tfa.newCodes')}</Button>
              <Button variant="ghost" onPress={() => setStep({ kind: 'confirm', action: 'disable' })}>{t('account.tfa.turnOff')}</Button>
            </>
          ) : (
            <Button onPress={() => setStep({ kind: 'confirm', action: 'enable' })}>{t('account.tfa.turnOn')}</Button>
          )}
        </div>
      </>
    );
  }

  return (
    <Section id="two-factor" title={t('account.tfa.title')} intro={t('account.tfa.intro')} badge={badge}>
      {body}
    </Section>
  );
}

import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { authPost } from './api';
import { groupSecret, totpSecret } from './totpUri';
import { useSchemaForm } from '../../ui/useSchemaForm';
import s from './TwoFactor.module.css';
import a from './Account.module.css';

/** Scan (or type) the secret, then prove it works with one code: only then is 2FA on. */
export function TwoFactorSetup({ totpURI, onVerified, onCancel }: { totpURI: string; onVerified: () => void; onCancel: () => void }) {
  const { t } = useI18n();
  const [qr, setQr] = useState<string | undefined>();
  const secret = totpSecret(totpURI);
  const CodeSchema = z.strictObject({ code: z.string().trim().regex(/^\d{6}$/, t('account.tfa.codeInvalid')) });
  const form = useSchemaForm(CodeSchema, { code: '' }, { toBody: (v) => ({ code: v.code.replace(/\s/g, '') }) });

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(totpURI, { margin: 1, width: 336, errorCorrectionLevel: 'M' }).then((url) => live && setQr(url), () => live && setQr(undefined));
    return () => { live = false; };
  }, [totpURI]);

  const verify = async () => {
    const ok = await form.submit(async (body) => {
      try {
        await authPost('/two-factor/verify-totp', body);
      } catch (err) {
        if (err instanceof ApiError && err.code === 'VALIDATION_FAILED') throw new ApiError(err.status, err.code, err.message, { code: err.message }, err.requestId);
        throw err;
      }
    });
    if (ok) onVerified();
  };

  return (
    <div className={s.setup}>
      {qr ? <img className={s.qr} src={qr} alt={t('account.tfa.qrAlt')} width={184} height={184} /> : <div className={s.qr} aria-hidden="true" />}
      <div className={s.steps}>
        <p>{t('account.tfa.scan')}</p>
        <p className={a.note}>{t('account.tfa.typeKey')}</p>
        <code className={s.secret} data-testid="totp-secret" data-secret={secret}>{groupSecret(secret)}</code>
        <form ref={form.formRef} className={a.form} noValidate onSubmit={(e) => { e.preventDefault(); void verify(); }}>
          <TextField
            label={t('account.tfa.code')}
            description={t('account.tfa.codeHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            autoFocus
            {...form.text('code')}
          />
          {form.formError && <p className={a.formError} role="alert">{form.formError}</p>}
          <div className={a.actions}>
            <Button type="submit" pending={form.pending}>{t('account.tfa.verify')}</Button>
            <Button variant="ghost" onPress={onCancel}>{t('account.tfa.cancel')}</Button>
          </div>
        </form>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Check, Copy } from 'lucide-react';
import { CheckboxGroup, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { CreateTokenBodySchema, TOKEN_SCOPES, type CreatedToken, type TokenScope } from '../../../contract/api-tokens';
import { api, ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { ICON_SMALL } from '../../ui/icon';
import { TOKENS_KEY } from './api';
import s from './ApiTokens.module.css';
import a from './Account.module.css';

const EXPIRIES = ['30', '90', '365', 'never'] as const;

/** Name, permissions and expiry; then the new secret, shown this once, with a copy button. */
export function CreateTokenDialog({ isAdmin, onClose }: { isAdmin: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const [created, setCreated] = useState<CreatedToken | undefined>();
  return (
    <Dialog
      isOpen
      onOpenChange={(o) => !o && onClose()}
      title={t(created ? 'tokens.secret.title' : 'tokens.dialog.title')}
      footer={created ? <div className={a.dialogActions}><Button onPress={onClose}>{t('tokens.secret.done')}</Button></div> : undefined}
    >
      {created ? <Secret created={created} /> : <CreateForm isAdmin={isAdmin} onCancel={onClose} onCreated={setCreated} />}
    </Dialog>
  );
}

function CreateForm({ isAdmin, onCancel, onCreated }: { isAdmin: boolean; onCancel: () => void; onCreated: (c: CreatedToken) => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]>('90');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const body = { name, scopes, ...(expiry === 'never' ? {} : { expiresInDays: Number(expiry) }) };
  const parsed = CreateTokenBodySchema.safeParse(body);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0]));
  const nameError = submitted && issues.includes('name') ? t('tokens.dialog.nameMissing') : undefined;
  const scopesError = submitted && issues.includes('scopes') ? t('tokens.dialog.scopesMissing') : undefined;
  const offered = TOKEN_SCOPES.filter((scope) => scope !== 'admin' || isAdmin);

  const submit = async () => {
    setSubmitted(true);
    setServerError(undefined);
    if (!parsed.success) return;
    setPending(true);
    try {
      const made = await api<CreatedToken>('/account/tokens', { method: 'POST', body: parsed.data });
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
      onCreated(made);
    } catch (err) {
      setServerError(err instanceof ApiError ? err.message : (err as Error).message);
      setPending(false);
    }
  };

  return (
    <form className={s.form} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <TextField
        label={t('tokens.dialog.name')} description={t('tokens.dialog.nameHint')} value={name} onChange={setName}
        maxLength={60} autoFocus error={nameError} validationBehavior="aria"
      />
      <CheckboxGroup value={scopes} onChange={setScopes} className={s.group} isInvalid={Boolean(scopesError)} validationBehavior="aria">
        <Label className={s.groupLabel}>{t('tokens.dialog.scopes')}</Label>
        <Text slot="description" className={s.groupHint}>{t('tokens.dialog.scopesHint')}</Text>
        {offered.map((scope: TokenScope) => (
          <Checkbox key={scope} value={scope} className={s.scope}>
            <span className={s.scopeText}>
              <span className={s.scopeName}>{t(`tokens.scope.${scope}`)} <code className={s.hint}>{scope}</code></span>
              <span className={s.scopeHint}>{t(`tokens.scope.${scope}.hint`)}</span>
            </span>
          </Checkbox>
        ))}
        {scopesError && <p className={a.formError} role="alert">{scopesError}</p>}
      </CheckboxGroup>
      <RadioGroup value={expiry} onChange={(v) => setExpiry(v as (typeof EXPIRIES)[number])} orientation="horizontal" className={s.group}>
        <Label className={s.groupLabel}>{t('tokens.dialog.expiry')}</Label>
        <div className={s.radios}>
          {EXPIRIES.map((e) => <Radio key={e} value={e} className={s.radio}>{t(`tokens.dialog.expiry.${e}`)}</Radio>)}
        </div>
      </RadioGroup>
      {serverError && <p className={a.formError} role="alert">{serverError}</p>}
      <div className={a.dialogActions}>
        <Button variant="ghost" onPress={onCancel}>{t('tokens.dialog.cancel')}</Button>
        <Button type="submit" pending={pending}>{t('tokens.dialog.submit')}</Button>
      </div>
    </form>
  );
}

function Secret({ created }: { created: CreatedToken }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      /* clipboard refused (permissions): the token is on screen to select */
    }
  };
  return (
    <div className={s.secretBox}>
      <p className={s.warning} role="alert"><AlertTriangle {...ICON_SMALL} />{t('tokens.secret.warning')}</p>
      <p className={s.secretLabel} id="new-token-label">{t('tokens.secret.label', { name: created.token.name })}</p>
      <code className={s.secret} aria-labelledby="new-token-label" data-testid="new-token-secret">{created.secret}</code>
      <div className={a.actions}>
        <Button variant="secondary" size="small" onPress={() => void copy()}>
          {copied ? <Check {...ICON_SMALL} /> : <Copy {...ICON_SMALL} />}
          {copied ? t('tokens.secret.copied') : t('tokens.secret.copy')}
        </Button>
      </div>
      <p className={a.note}>{t('tokens.secret.usage')}</p>
    </div>
  );
}

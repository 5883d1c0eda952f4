import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import type { Me } from '../../../contract/auth';
import type { ApiTokenView } from '../../../contract/api-tokens';
import { api } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { ICON, ICON_SMALL } from '../../ui/icon';
import { TOKENS_KEY, useApiTokens } from './api';
import { Section } from './AccountLayout';
import { CreateTokenDialog } from './CreateTokenDialog';
import { relativeTime } from './relativeTime';
import { showToast } from './toast';
import s from './ApiTokens.module.css';
import a from './Account.module.css';
import { useNow } from '../../ui/useNow';

/** /account: my personal API tokens (issue 15 §2): what each may do and when it was used; create and revoke. */
export function ApiTokensSection({ me }: { me: Me }) {
  const { t } = useI18n();
  const tokens = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenView | undefined>();

  let body;
  if (tokens.isPending) body = <Skeleton width="100%" height={64} />;
  else if (tokens.isError) body = <ErrorState headingLevel={3} title={t('tokens.error')} error={tokens.error} onRetry={() => void tokens.refetch()} />;
  else if (!tokens.data.length) body = <p className={a.note}>{t('tokens.none')}</p>;
  else {
    body = (
      <ul className={s.list} role="list">
        {tokens.data.map((x) => <TokenRow key={x.id} token={x} onRevoke={() => setRevoking(x)} />)}
      </ul>
    );
  }

  return (
    <Section id="api-tokens" title={t('tokens.title')} intro={t('tokens.intro')}>
      {body}
      <div className={a.actions}>
        <Button variant="secondary" onPress={() => setCreating(true)}><Plus {...ICON_SMALL} />{t('tokens.create')}</Button>
      </div>
      {creating && <CreateTokenDialog isAdmin={me.role === 'admin'} onClose={() => setCreating(false)} />}
      {revoking && <RevokeDialog token={revoking} onClose={() => setRevoking(undefined)} />}
    </Section>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiTokenView; onRevoke: () => void }) {
  const { t, locale } = useI18n();
  const now = useNow();
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const expired = token.expiresAt !== null && new Date(token.expiresAt).getTime() <= now;
  return (
    <li className={s.row} data-expired={expired || undefined}>
      <span className={s.icon}><KeyRound {...ICON} /></span>
      <div className={s.text}>
        <p className={s.name}>{token.name} <code className={s.hint}>{token.hint}…</code></p>
        <ul className={s.scopes} role="list" aria-label={t('tokens.scopesOf', { name: token.name })}>
          {token.scopes.map((scope) => <li key={scope} className={`${a.badge} ${a.badgeBrand}`}>{t(`tokens.scope.${scope}`)}</li>)}
        </ul>
        <p className={s.meta}>
          <span>{t('tokens.created', { date: date(token.createdAt) })}</span>
          <span>
            {token.lastUsedAt
              ? <time dateTime={token.lastUsedAt} title={new Date(token.lastUsedAt).toLocaleString(locale)}>{t('tokens.lastUsed', { when: relativeTime(token.lastUsedAt, now, locale) })}</time>
              : t('tokens.neverUsed')}
          </span>
          <span className={expired ? s.expired : undefined}>
            {token.expiresAt ? t(expired ? 'tokens.expired' : 'tokens.expires', { date: date(token.expiresAt) }) : t('tokens.noExpiry')}
          </span>
        </p>
      </div>
      <Button variant="ghost" size="small" className={a.dangerButton} onPress={onRevoke} aria-label={t('tokens.revokeNamed', { name: token.name })}>
        {t('tokens.revoke')}
      </Button>
    </li>
  );
}

function RevokeDialog({ token, onClose }: { token: ApiTokenView; onClose: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const revoke = async () => {
    setPending(true);
    setError(undefined);
    try {
      await api(`/account/tokens/${encodeURIComponent(token.id)}/revoke`, { method: 'POST', body: {} });
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
      onClose();
      showToast(t('tokens.revoke.done', { name: token.name }), t('account.toast.dismiss'));
    } catch (err) {
      setError((err as Error).message);
      setPending(false);
    }
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(o) => !o && onClose()}
      title={t('tokens.revoke.title', { name: token.name })}
      footer={
        <div className={a.dialogActions}>
          <Button variant="ghost" onPress={onClose}>{t('tokens.revoke.cancel')}</Button>
          <Button className={a.dangerSolid} onPress={() => void revoke()} pending={pending}>{t('tokens.revoke.confirm')}</Button>
        </div>
      }
    >
      <p>{t('tokens.revoke.body')}</p>
      {error && <p className={a.formError} role="alert">{error}</p>}
    </Dialog>
  );
}

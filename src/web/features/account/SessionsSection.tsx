import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Laptop, Smartphone } from 'lucide-react';
import type { SessionView } from '../../../contract/auth';
import { api } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { ICON } from '../../ui/icon';
import { SESSIONS_KEY, useSessions } from './api';
import { Section } from './AccountLayout';
import { relativeTime } from './relativeTime';
import s from './Sessions.module.css';
import a from './Account.module.css';
import { useNow } from '../../ui/useNow';

export function SessionsSection() {
  const { t } = useI18n();
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  const revoke = async (which: string) => {
    setBusy(which);
    setError(undefined);
    try {
      await api(which === 'others' ? '/me/sessions/revoke-others' : `/me/sessions/${encodeURIComponent(which)}/revoke`, { method: 'POST', body: {} });
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(undefined);
    }
  };

  let body;
  if (sessions.isPending) body = <Skeleton width="100%" height={64} />;
  else if (sessions.isError) body = <ErrorState headingLevel={3} title={t('account.sessions.error')} error={sessions.error} onRetry={() => void sessions.refetch()} />;
  else {
    const others = sessions.data.filter((x) => !x.current).length;
    body = (
      <>
        <ul className={s.list} role="list">
          {sessions.data.map((x) => <SessionRow key={x.id} session={x} busy={busy === x.id} onRevoke={() => void revoke(x.id)} />)}
        </ul>
        {error && <p className={a.formError} role="alert">{error}</p>}
        {others > 0 ? (
          <div className={a.actions}>
            <Button variant="secondary" onPress={() => void revoke('others')} pending={busy === 'others'}>{t('account.sessions.signOutOthers')}</Button>
          </div>
        ) : (
          <p className={a.note}>{t('account.sessions.onlyThis')}</p>
        )}
      </>
    );
  }

  return (
    <Section id="sessions" title={t('account.sessions.title')} intro={t('account.sessions.intro')}>
      {body}
    </Section>
  );
}

export function SessionRow({ session, busy, onRevoke }: { session: SessionView; busy: boolean; onRevoke: () => void }) {
  const { t, locale } = useI18n();
  const now = useNow();
  const name = t('account.sessions.on', {
    browser: t(`account.sessions.browser.${session.browserCode}`), device: t(`account.sessions.device.${session.deviceCode}`),
  });
  const Icon = session.deviceCode === 'iphone' || session.deviceCode === 'android_phone' ? Smartphone : Laptop;
  return (
    <li className={s.row} data-current={session.current || undefined}>
      <span className={s.icon}><Icon {...ICON} /></span>
      <div className={s.text}>
        <p className={s.name}>
          {name}
          {session.current && <span className={`${a.badge} ${a.badgeBrand}`}>{t('account.sessions.thisDevice')}</span>}
        </p>
        <p className={s.meta}>
          <time dateTime={session.lastUsedAt} title={new Date(session.lastUsedAt).toLocaleString(locale)}>
            {t('account.sessions.lastActive', { when: relativeTime(session.lastUsedAt, now, locale) })}
          </time>
          {session.ipAddress && <span> · {t('account.sessions.ip', { ip: session.ipAddress })}</span>}
        </p>
      </div>
      {!session.current && (
        <Button variant="ghost" size="small" onPress={onRevoke} pending={busy} aria-label={t('account.sessions.signOutSession', { name })}>
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

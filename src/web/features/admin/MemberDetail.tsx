import { useState } from 'react';
import { Link } from 'react-router';
import type { BanResult, MemberBooking } from '../../../contract/moderation';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { showToast } from '../../ui/Toast';
import { useSession } from '../session';
import { useMember, useMemberAction, type MemberAction } from './moderation-api';
import { ReasonDialog } from './ReasonDialog';
import s from './Admin.module.css';

/** /admin/members/:id: the member's record, and ban/unban/promote/demote with a reason; a ban says what became of their bookings. */
export function MemberDetail({ id }: { id: string }) {
  const { t, date } = useI18n();
  const me = useSession().user;
  const q = useMember(id);
  const act = useMemberAction(id);
  const [acting, setActing] = useState<MemberAction | null>(null);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<(BanResult & { action: MemberAction }) | null>(null);
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <div aria-busy="true"><Skeleton height={240} /></div>;
  const { member: m, listings, trips, reservations, reviews, reportsAgainst } = q.data;
  const self = me?.id === m.id;
  const actions: MemberAction[] = self ? [] : m.role === 'admin' ? ['demote'] : m.status === 'banned' ? ['unban'] : ['ban', 'promote'];
  const confirm = (reason: string) => act.mutate({ action: acting!, reason }, {
    onSuccess: (res) => {
      showToast({ message: t(`admin.members.done.${acting!}`, { name: m.name }) });
      if ('bookings' in res) setOutcome({ ...res, action: acting! });
      setActing(null);
      setError(undefined);
    },
    onError: (e) => setError(e.message),
  });
  /** A trip names its host, a reservation its guest. */
  const booking = (other: 'guest' | 'host') => (b: MemberBooking) => (
    <li key={b.id}>
      {b.listingTitle} · {t('booking.dates', { start: date(b.checkIn), end: date(b.checkOut) })} · <span className={s.badge}>{t(`admin.members.booking.${b.status}`)}</span>
      {b.other && <> · <Link to={`/admin/members/${b.other.id}`}>{nameOf(t, b.other, other)}</Link></>}
    </li>
  );
  const list = <T,>(title: string, items: T[], render: (x: T) => React.ReactNode, idp: string) => (
    <section className={s.section} aria-labelledby={idp}>
      <h2 id={idp} className={s.sectionTitle}>{title} ({items.length})</h2>
      {items.length === 0 ? <p className={s.meta}>{t('admin.members.none')}</p> : <ul className={s.list}>{items.map(render)}</ul>}
    </section>
  );
  return (
    <>
      <p><Link to="/admin/members">{t('admin.members.back')}</Link></p>
      <h1 className={s.title}>{m.name}</h1>
      <p className={s.intro}>
        {m.email} · {t(`admin.members.role.${m.role}`)} · <span className={m.status === 'banned' ? s.danger : undefined}>{t(`admin.members.status.${m.status}`)}</span>
        {' · '}{t('admin.members.joined', { date: date(m.createdAt.slice(0, 10)) })}
      </p>
      {actions.length > 0 && (
        <div className={s.actions}>
          {actions.map((a) => <Button key={a} variant={a === 'ban' ? 'primary' : 'secondary'} onPress={() => setActing(a)}>{t(`admin.members.do.${a}`)}</Button>)}
        </div>
      )}
      {outcome && (
        <section className={`${s.section} ${s.panel}`} aria-labelledby="ban-outcome" role="status">
          <h2 id="ban-outcome" className={s.sectionTitle}>{t(`admin.members.outcome.${outcome.action}`)}</h2>
          {outcome.action === 'ban' && <p>{t('admin.members.outcome.sessions', { count: outcome.sessionsEnded })}</p>}
          {outcome.listings.length > 0 && <ul className={s.list}>{outcome.listings.map((l) => (
            <li key={l.id}>{t('admin.members.outcome.listing', { title: l.title, to: t(`admin.members.listing.${l.to}`) })}</li>
          ))}</ul>}
          {outcome.action === 'ban' && (outcome.bookings.length === 0 ? <p>{t('admin.members.outcome.noBookings')}</p> : (
            <ul className={s.list}>{outcome.bookings.map((b) => (
              <li key={b.id}>{t(`admin.members.outcome.booking.${b.to}`, { title: b.listingTitle, dates: t('booking.dates', { start: date(b.checkIn), end: date(b.checkOut) }) })}</li>
            ))}</ul>
          ))}
        </section>
      )}
      {list(t('admin.members.listings'), listings, (l) => (
        <li key={l.id}>{l.title} · <span className={s.badge}>{t(`admin.members.listing.${l.status}`)}</span>{l.suspendedByBan && <> · {t('admin.members.byBan')}</>}</li>
      ), 'm-listings')}
      {list(t('admin.members.trips'), trips, booking('host'), 'm-trips')}
      {list(t('admin.members.reservations'), reservations, booking('guest'), 'm-res')}
      {list(t('admin.members.reviews'), reviews, (r) => (
        <li key={r.id}>{r.listingTitle} · {r.rating} / 5{r.hiddenAt && <> · <span className={s.badge}>{t('admin.reports.hidden')}</span></>}<p className={s.quote}>{r.text}</p></li>
      ), 'm-reviews')}
      {list(t('admin.members.reports'), reportsAgainst, (r) => (
        <li key={r.id}><Link to={`/admin/reports/${r.id}`}>{t(`admin.reports.type.${r.targetType}`)} · {t(`admin.reports.reason.${r.reason}`)}</Link> · {t(`admin.members.reportStatus.${r.status}`)}</li>
      ), 'm-reports')}
      {acting && (
        <ReasonDialog title={t(`admin.members.confirm.${acting}`, { name: m.name })} body={t(`admin.members.confirmBody.${acting}`)}
          label={t('admin.members.reason')} confirm={t(`admin.members.do.${acting}`)} pending={act.isPending} error={error}
          onConfirm={confirm} onClose={() => { setActing(null); setError(undefined); }} />
      )}
    </>
  );
}

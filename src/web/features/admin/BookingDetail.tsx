import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { useAdminBooking } from './lists-api';
import s from './Admin.module.css';

/** /admin/bookings/:id: the whole record (parties, listing, dates, price, refund) and every transition with who and when. Read-only. */
export function BookingDetail({ id }: { id: string }) {
  const { t, date, money, dateTime } = useI18n();
  const q = useAdminBooking(id);
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <div aria-busy="true"><Skeleton height={240} /></div>;
  const b = q.data;
  const cur = (n: number) => money(n, b.currency, { exact: true });
  const status = (st: string) => t(`admin.members.booking.${st}`);
  return (
    <>
      <p><Link to="/admin/bookings">{t('admin.booking.back')}</Link></p>
      <h1 className={`${s.title} ${s.anywhere}`}>{t('admin.booking.title', { id: b.id })}</h1>
      <p className={s.intro}><span className={s.badge}>{status(b.status)}</span></p>
      <section className={`${s.section} ${s.panel}`} aria-labelledby="b-facts">
        <h2 id="b-facts" className={s.sectionTitle}>{t('admin.booking.facts')}</h2>
        <dl className={s.facts}>
          <dt>{t('admin.booking.listing')}</dt>
          <dd>{b.listing.title} · {b.listing.city}, {b.listing.country} · {t(`admin.members.listing.${b.listing.status}`)}</dd>
          <dt>{t('admin.booking.guest')}</dt>
          <dd>{b.guest ? <><Link to={`/admin/members/${b.guest.id}`}>{nameOf(t, b.guest, 'guest')}</Link> · {b.guest.email}</> : t('admin.bookings.erased')}</dd>
          <dt>{t('admin.booking.host')}</dt>
          <dd><Link to={`/admin/members/${b.host.id}`}>{nameOf(t, b.host, 'host')}</Link> · {b.host.email}</dd>
          <dt>{t('admin.booking.dates')}</dt>
          <dd>{t('booking.dates', { start: date(b.checkIn, { dateStyle: 'medium' }), end: date(b.checkOut, { dateStyle: 'medium' }) })}</dd>
          <dt>{t('admin.booking.party')}</dt>
          <dd>{t('admin.booking.partyValue', b.guests)}</dd>
          <dt>{t('admin.booking.booked')}</dt>
          <dd><time dateTime={b.createdAt}>{dateTime(b.createdAt)}</time></dd>
          {b.expiresAt && <><dt>{t('admin.booking.expires')}</dt><dd><time dateTime={b.expiresAt}>{dateTime(b.expiresAt)}</time></dd></>}
          {b.messageToHost && <><dt>{t('admin.booking.message')}</dt><dd className={s.quote}>{b.messageToHost}</dd></>}
        </dl>
      </section>
      <section className={`${s.section} ${s.panel}`} aria-labelledby="b-price">
        <h2 id="b-price" className={s.sectionTitle}>{t('admin.booking.price')}</h2>
        <dl className={s.facts}>
          <dt>{t('admin.booking.nights', { count: b.price.nightCount })}</dt><dd>{cur(b.price.subtotal)}</dd>
          <dt>{t('admin.booking.cleaning')}</dt><dd>{cur(b.price.cleaningFee)}</dd>
          <dt>{t('admin.booking.service')}</dt><dd>{cur(b.price.serviceFee)}</dd>
          <dt>{t('admin.booking.taxes')}</dt><dd>{cur(b.price.taxes)}</dd>
          <dt>{t('admin.booking.total')}</dt><dd><strong>{cur(b.total)}</strong></dd>
          {b.refundAmount !== null && <><dt>{t('admin.booking.refund')}</dt><dd>{cur(b.refundAmount)}</dd></>}
        </dl>
      </section>
      <section className={s.section} aria-labelledby="b-history">
        <h2 id="b-history" className={s.sectionTitle}>{t('admin.booking.history')}</h2>
        {b.history.length === 0 ? <p className={s.meta}>{t('admin.booking.noHistory')}</p> : (
          <ol className={s.list}>
            {b.history.map((e, i) => (
              <li key={i}>
                <time dateTime={e.at}>{dateTime(e.at)}</time>{' · '}
                {e.from ? t('admin.booking.moved', { from: status(e.from), to: status(e.to) }) : t('admin.booking.created', { to: status(e.to) })}{' · '}
                {e.actor ? <>{t('admin.booking.by', { name: nameOf(t, e.actor, e.actor.as === 'guest' || e.actor.as === 'host' ? e.actor.as : 'member'), as: t(`admin.booking.as.${e.actor.as}`) })}</> : t('admin.booking.bySystem')}
                {e.reason && <p className={s.quote}>{t('admin.booking.reason', { reason: e.reasonCode ? t(`booking.reason.${e.reasonCode}`) : e.reason })}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

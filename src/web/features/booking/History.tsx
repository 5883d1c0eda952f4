import { useId } from 'react';
import type { BookingView } from '../../../contract/booking';
import { useI18n } from '../../i18n';
import s from './Booking.module.css';

/** The status history, oldest first: who moved the booking, when, and why. */
export function History({ events }: { events: BookingView['history'] }) {
  const { t, dateTime } = useI18n();
  const id = useId();
  return (
    <section aria-labelledby={id} className={s.section}>
      <h2 id={id} className={s.sectionTitle}>{t('booking.history.title')}</h2>
      <ol className={s.timeline}>
        {events.map((e, i) => (
          <li key={`${e.at}-${i}`} className={s.event}>
            <span className={s.dot} aria-hidden="true" />
            <div>
              <p className={s.eventTitle}>{t(`booking.history.to.${e.to}`)}</p>
              <p className={s.eventMeta}>
                <time dateTime={e.at}>{dateTime(e.at)}</time>
                {' · '}
                {e.actor.kind === 'system' ? t('booking.history.system') : e.actor.name ?? t(`booking.history.actor.${e.actor.kind}`)}
              </p>
              {e.reasonCode ? (
                <p className={s.eventReason}>{t(`booking.reason.${e.reasonCode}`)}</p>
              ) : (
                e.reason && <p className={s.eventReason}>“{e.reason}”</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

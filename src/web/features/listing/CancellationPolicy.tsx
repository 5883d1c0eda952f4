import { useId } from 'react';
import type { ListingDetail } from '../../../contract/listing';
import { useStay } from '../availability/useStay';
import { useI18n } from '../../i18n';
import { cancellationWording } from './cancellation';
import { formatTime } from './formatTime';
import sec from './Section.module.css';
import s from './Rules.module.css';

/** The policy in words; with dates chosen, the actual deadline for this stay. */
export function CancellationPolicy({ listing }: { listing: ListingDetail }) {
  const { t, date, locale } = useI18n();
  const id = useId();
  const [stay] = useStay(listing.maxGuests);
  const wording = cancellationWording(
    listing.cancellationPolicy,
    stay.checkIn && stay.checkOut ? { checkIn: stay.checkIn, today: listing.today, checkInTime: listing.checkInFrom } : undefined,
  );
  return (
    <section className={s.block} aria-labelledby={id}>
      <h2 id={id} className={sec.subheading}>{t('listing.cancellation')}</h2>
      <p className={s.policyName}>{t(`listing.cancellation.${listing.cancellationPolicy}.name`)}</p>
      <p className={s.text}>{t(wording.summary.key)}</p>
      {wording.forStay ? (
        <p className={s.forStay}>
          {t(wording.forStay.key, {
            deadline: date(wording.forStay.vars.deadline, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }),
            time: formatTime(wording.forStay.vars.time, locale),
          })}
        </p>
      ) : (
        <p className={sec.muted}>{t('listing.cancellation.chooseDates')}</p>
      )}
    </section>
  );
}

import { useId } from 'react';
import { Ban, Cigarette, CigaretteOff, Clock, DoorOpen, PartyPopper, PawPrint, Users } from 'lucide-react';
import type { ListingDetail } from '../../../contract/listing';
import { useI18n } from '../../i18n';
import { formatTime } from './formatTime';
import sec from './Section.module.css';
import s from './Rules.module.css';

const icon = { size: 20, strokeWidth: 1.75, 'aria-hidden': true } as const;

/** Check-in window, check-out time, what is allowed, and the host's own words. */
export function HouseRules({ listing }: { listing: ListingDetail }) {
  const { t, locale } = useI18n();
  const id = useId();
  const r = listing.houseRules;
  const time = (v: string) => formatTime(v, locale);
  return (
    <section className={s.block} aria-labelledby={id}>
      <h2 id={id} className={sec.subheading}>{t('listing.rules')}</h2>
      <ul className={s.list} role="list">
        <li><Clock {...icon} />{t('listing.rules.checkIn', { from: time(listing.checkInFrom), until: time(listing.checkInUntil) })}</li>
        <li><DoorOpen {...icon} />{t('listing.rules.checkOut', { time: time(listing.checkOutBy) })}</li>
        <li><Users {...icon} />{t('listing.rules.maxGuests', { count: listing.maxGuests })}</li>
        <li>{r.petsAllowed ? <PawPrint {...icon} /> : <Ban {...icon} />}{t(`listing.rules.pets.${r.petsAllowed ? 'yes' : 'no'}`)}</li>
        <li>{r.smokingAllowed ? <Cigarette {...icon} /> : <CigaretteOff {...icon} />}{t(`listing.rules.smoking.${r.smokingAllowed ? 'yes' : 'no'}`)}</li>
        <li>{r.eventsAllowed ? <PartyPopper {...icon} /> : <Ban {...icon} />}{t(`listing.rules.events.${r.eventsAllowed ? 'yes' : 'no'}`)}</li>
      </ul>
      {r.text.trim() && (
        <>
          <h3 className={s.fromHost}>{t('listing.rules.fromHost')}</h3>
          <p className={s.text}>{r.text}</p>
        </>
      )}
    </section>
  );
}

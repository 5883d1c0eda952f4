import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { EditorStep, HostListing } from '../../../../contract/hosting';
import { useI18n } from '../../../i18n';
import { formatTime } from '../../listing/formatTime';
import { countries } from '../countries';
import s from '../Editor.module.css';

/** Each step's answers in a card, with a link to change them. */
export function ListingSummary({ listing: l, stepHref }: { listing: HostListing; stepHref: (step: EditorStep) => string | null }) {
  const { t, money, locale } = useI18n();
  const country = countries(locale).find((c) => c.code === l.address.country)?.name ?? '';
  const time = (v: string) => formatTime(v, locale);
  const yes = (on: boolean, key: string) => t(`listing.rules.${key}.${on ? 'yes' : 'no'}`);
  const none = t('hosting.review.notYet');
  const cards: Array<[EditorStep, ReactNode]> = [
    ['basics', <>
      <p>{l.title || none}</p>
      <p className={s.summaryText}>
        {[t(`hosting.type.${l.propertyType}`), t(`hosting.roomType.${l.roomType}`), t('listing.guests', { count: l.maxGuests }),
          t('listing.bedrooms', { count: l.bedrooms }), t('listing.beds', { count: l.beds }), t('listing.baths', { count: l.bathrooms })].join(' · ')}
      </p>
    </>],
    ['location', <>
      <p>{[l.address.street, l.address.postalCode, l.address.city, l.address.region, country].filter(Boolean).join(', ') || none}</p>
      <p className={s.summaryText}>{l.location ? `${t('hosting.location.timeZone')} ${l.timeZone}` : t('hosting.location.noPinShort')}</p>
    </>],
    ['photos', <>
      <p>{t('hosting.review.photos', { count: l.photos.length })}</p>
      {l.photos.length > 0 && (
        <div className={s.summaryPhotos}>
          {l.photos.slice(0, 4).map((p) => <img key={p.id} src={p.sources[0]?.url} alt={p.alt} width={64} height={48} loading="lazy" />)}
        </div>
      )}
    </>],
    ['amenities', <p className={s.summaryText}>{l.amenities.length ? l.amenities.map((a) => t(`listing.amenity.${a}`)).join(', ') : none}</p>],
    ['description', <p className={s.summaryText}>{l.description ? `${l.description.slice(0, 180)}${l.description.length > 180 ? '…' : ''}` : none}</p>],
    ['pricing', <>
      <p>{l.nightlyPrice === null ? none : t('listing.booking.perNight', { price: money(l.nightlyPrice, l.currency, { exact: true }) })}</p>
      <p className={s.summaryText}>
        {[l.cleaningFee ? `${t('listing.booking.cleaningFee')} ${money(l.cleaningFee, l.currency, { exact: true })}` : null,
          t('hosting.review.nights', { min: l.minNights, max: l.maxNights }),
          t(l.instantBook ? 'hosting.review.instant' : 'hosting.review.request'),
          t(`listing.cancellation.${l.cancellationPolicy}.name`)].filter(Boolean).join(' · ')}
      </p>
    </>],
    ['rules', <p className={s.summaryText}>
      {[t('listing.rules.checkIn', { from: time(l.checkInFrom), until: time(l.checkInUntil) }), t('listing.rules.checkOut', { time: time(l.checkOutBy) }),
        yes(l.houseRules.petsAllowed, 'pets'), yes(l.houseRules.smokingAllowed, 'smoking'), yes(l.houseRules.eventsAllowed, 'events')].join(' · ')}
    </p>],
  ];
  return (
    <div className={s.summary}>
      {cards.map(([step, body]) => {
        const href = stepHref(step);
        return (
          <section key={step} className={s.summaryCard} aria-labelledby={`summary-${step}`}>
            <div className={s.summaryHead}>
              <h3 id={`summary-${step}`} className={s.summaryTitle}>{t(`hosting.step.${step}`)}</h3>
              {href && <Link className={s.link} to={href} aria-label={t('hosting.review.change', { step: t(`hosting.step.${step}`) })}>{t('hosting.review.changeShort')}</Link>}
            </div>
            {body}
          </section>
        );
      })}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertCircle } from 'lucide-react';
import type { ListingDetail } from '../../../contract/listing';
import { MESSAGE_MAX } from '../../../contract/values';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { EmptyState } from '../../ui/States';
import { useQuote } from '../availability/api';
import { isIsoDate } from '../availability/isoDates';
import { PriceBreakdown } from '../availability/PriceBreakdown';
import { quoteErrorMessage } from '../availability/quoteErrors';
import { ResendVerification } from '../auth/ResendVerification';
import { formatTime } from '../listing/formatTime';
import type { SessionUser } from '../session';
import { newIdempotencyKey, useCreateBooking } from './api';
import { guestCountsFromQuery, type GuestCounts as Counts } from './format';
import { GuestCounts } from './GuestCounts';
import { TripSummaryCard } from './TripSummaryCard';
import s from './Booking.module.css';

/** /book/:listingId: check the trip, accept the house rules, say hello, then Reserve or Request to book. */
export function BookForm({ listing, user }: { listing: ListingDetail; user: SessionUser }) {
  const { t, date, locale } = useI18n();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const checkIn = isIsoDate(params.get('checkin')) ? params.get('checkin')! : null;
  const rawOut = params.get('checkout');
  const checkOut = checkIn && isIsoDate(rawOut) && rawOut > checkIn ? rawOut : null;
  const [counts, setCounts] = useState<Counts>(() => guestCountsFromQuery(params, listing.maxGuests));
  const [message, setMessage] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [showRulesError, setShowRulesError] = useState(false);
  // One key per visit: a retry after a lost answer gets the booking already made, not a second one.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateBooking(idempotencyKey);
  const guests = counts.adults + counts.children;
  // The counts go into the URL too, so a reload or the way back from "Change dates" keeps them.
  const changeCounts = (next: Counts) => {
    setCounts(next);
    const q = new URLSearchParams(params);
    q.set('guests', String(next.adults + next.children));
    for (const k of ['adults', 'children', 'infants', 'pets'] as const) {
      if (next[k] > 0) q.set(k, String(next[k]));
      else q.delete(k);
    }
    setParams(q, { replace: true });
  };
  const quote = useQuote(listing.id, checkIn && checkOut ? { checkIn, checkOut, guests } : null);
  const ids = { message: useId(), rules: useId(), error: useId(), trip: useId(), rulesHeading: useId() };
  const listingHref = `/listings/${encodeURIComponent(listing.id)}/${listing.slug}?${new URLSearchParams({ ...(checkIn ? { checkin: checkIn } : {}), ...(checkOut ? { checkout: checkOut } : {}), guests: String(guests) })}`;

  if (!checkIn || !checkOut) {
    return (
      <EmptyState
        title={t('booking.book.noDates.title')}
        body={t('booking.book.noDates.body')}
        actions={<Link className={s.link} to={`/listings/${encodeURIComponent(listing.id)}/${listing.slug}`}>{t('booking.book.noDates.action')}</Link>}
      />
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!accepted) {
      setShowRulesError(true);
      document.getElementById(ids.rules)?.focus();
      return;
    }
    create.mutate(
      { listingId: listing.id, checkIn, checkOut, ...counts, messageToHost: message.trim() || undefined, acceptRules: true },
      { onSuccess: (view) => navigate(`/trips/${encodeURIComponent(view.id)}?new=1`) },
    );
  };

  const err = create.error;
  const quoteError = quote.isError ? quoteErrorMessage(quote.error, listing, t) : null;
  const time = (v: string) => formatTime(v, locale);
  const yearFmt = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;

  return (
    <form className={s.bookLayout} onSubmit={submit} noValidate>
      <div className={s.bookMain}>
        <section className={s.section} aria-labelledby={ids.trip}>
          <h2 id={ids.trip} className={s.sectionTitle}>{t('booking.book.trip')}</h2>
          <div className={s.tripRow}>
            <div>
              <p className={s.label}>{t('booking.book.dates')}</p>
              <p>{t('booking.dates', { start: date(checkIn, yearFmt), end: date(checkOut, yearFmt) })}</p>
            </div>
            <Link className={s.link} to={listingHref}>{t('booking.book.changeDates')}</Link>
          </div>
          <div>
            <p className={s.label}>{t('booking.book.guests')}</p>
            <GuestCounts value={counts} onChange={changeCounts} maxGuests={listing.maxGuests} petsAllowed={listing.houseRules.petsAllowed} />
          </div>
        </section>

        <section className={s.section}>
          <label htmlFor={ids.message} className={s.sectionTitle}>{t('booking.book.message')}</label>
          <p className={s.hint}>{t('booking.book.messageHint', { name: listing.host.name })}</p>
          <textarea
            id={ids.message}
            className={s.textarea}
            rows={4}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </section>

        <section className={s.section} aria-labelledby={ids.rulesHeading}>
          <h2 id={ids.rulesHeading} className={s.sectionTitle}>{t('booking.book.rules')}</h2>
          <ul className={s.rules}>
            <li>{t('booking.book.rules.checkIn', { from: time(listing.checkInFrom), until: time(listing.checkInUntil) })}</li>
            <li>{t('booking.book.rules.checkOut', { time: time(listing.checkOutBy) })}</li>
            <li>{t(listing.houseRules.petsAllowed ? 'booking.book.rules.pets.yes' : 'booking.book.rules.pets.no')}</li>
            <li>{t(listing.houseRules.smokingAllowed ? 'booking.book.rules.smoking.yes' : 'booking.book.rules.smoking.no')}</li>
            <li>{t(listing.houseRules.eventsAllowed ? 'booking.book.rules.events.yes' : 'booking.book.rules.events.no')}</li>
          </ul>
          {listing.houseRules.text.trim() && <p className={s.rulesText}>{listing.houseRules.text}</p>}
          <p className={s.hint}>{t(`booking.policy.${listing.cancellationPolicy}`)}</p>
          <Checkbox
            id={ids.rules}
            isSelected={accepted}
            onChange={(v) => { setAccepted(v); if (v) setShowRulesError(false); }}
            isInvalid={showRulesError}
            aria-describedby={showRulesError ? ids.error : undefined}
          >
            {t('booking.book.acceptRules')}
          </Checkbox>
          {showRulesError && <p id={ids.error} className={s.error} role="alert"><AlertCircle size={16} strokeWidth={1.75} aria-hidden="true" />{t('booking.book.acceptRules.required')}</p>}
        </section>

        {err && <SubmitError err={err} email={user.email} listingHref={listingHref} />}

        <div className={s.submitRow}>
          <Button type="submit" variant="primary" size="large" pending={create.isPending} isDisabled={create.isPending || Boolean(quoteError)}>
            {listing.instantBook ? t('listing.booking.reserve') : t('listing.booking.request')}
          </Button>
          <p className={s.hint}>{t(listing.instantBook ? 'booking.book.instantNote' : 'booking.book.requestNote')}</p>
        </div>
      </div>

      <aside className={s.bookAside}>
        <TripSummaryCard listing={listing}>
          {quoteError && <p className={s.error} role="alert"><AlertCircle size={16} strokeWidth={1.75} aria-hidden="true" />{quoteError}</p>}
          {quote.isPending && <p className={s.hint} aria-live="polite">{t('listing.booking.quoteLoading')}</p>}
          {quote.data && !quoteError && <PriceBreakdown quote={quote.data} stale={quote.isPlaceholderData} />}
        </TripSummaryCard>
      </aside>
    </form>
  );
}

function SubmitError({ err, email, listingHref }: { err: Error; email: string; listingHref: string }) {
  const { t } = useI18n();
  const code = err instanceof ApiError ? err.code : undefined;
  const details = err instanceof ApiError && err.details ? Object.entries(err.details) : [];
  return (
    <div className={s.alert} role="alert">
      <AlertCircle size={20} strokeWidth={1.75} aria-hidden="true" />
      <div className={s.alertBody}>
        <p>{code === 'DATES_UNAVAILABLE' ? t('listing.booking.error.DATES_UNAVAILABLE') : err.message}</p>
        {code === 'VALIDATION_FAILED' && details.length > 0 && (
          <ul>{details.map(([field, msg]) => <li key={field}>{`${field}: ${msg}`}</li>)}</ul>
        )}
        {code === 'EMAIL_NOT_VERIFIED' && (
          <>
            <p>{t('booking.book.verifyHint', { email })}</p>
            <ResendVerification email={email} size="small" />
          </>
        )}
        {code === 'DATES_UNAVAILABLE' && <Link className={s.link} to={listingHref}>{t('booking.book.changeDates')}</Link>}
      </div>
    </div>
  );
}

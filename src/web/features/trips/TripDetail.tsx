import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CheckCircle2, Clock } from 'lucide-react';
import type { BookingView } from '../../../contract/booking';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button } from '../../ui/Button';
import { MessageAboutBooking } from '../messages';
import { BookingAside, BookingFacts, ConfirmDialog, MessageToHost, History, StatusBadge, useBookingAction } from '../booking';
import s from '../booking/Booking.module.css';
import { StayReviews } from '../reviews';

/** /trips/:id for the guest: what was booked, where it stands, and cancel or withdraw. */
export function TripDetail({ booking }: { booking: BookingView }) {
  const { t, dateTime } = useI18n();
  const [params] = useSearchParams();
  const isNew = params.get('new') === '1';
  const canCancel = booking.availableActions.includes('cancel');
  const canWithdraw = booking.availableActions.includes('withdraw');

  return (
    <div className={s.detailLayout}>
      <div className={s.detailMain}>
        {isNew && booking.status === 'confirmed' && (
          <div className={s.notice} role="status">
            <CheckCircle2 size={24} strokeWidth={1.75} aria-hidden="true" />
            <div>
              <p className={s.noticeTitle}>{t('trips.new.confirmed')}</p>
              <p>{t('trips.new.confirmedBody', { title: booking.listing.title })}</p>
            </div>
          </div>
        )}
        {isNew && booking.status === 'requested' && booking.expiresAt && (
          <div className={s.notice} role="status">
            <Clock size={24} strokeWidth={1.75} aria-hidden="true" />
            <div>
              <p className={s.noticeTitle}>{t('trips.new.requested', { time: dateTime(booking.expiresAt) })}</p>
              <p>{t('trips.new.requestedBody', { name: nameOf(t, booking.host, 'host') })}</p>
            </div>
          </div>
        )}
        <div className={s.headRow}>
          <StatusBadge status={booking.status} />
          {!isNew && booking.status === 'requested' && booking.expiresAt && (
            <span className={s.hint}>{t('trips.detail.waiting', { time: dateTime(booking.expiresAt) })}</span>
          )}
        </div>
        <BookingFacts booking={booking} />
        <div className={s.actions}><MessageAboutBooking booking={booking} /></div>
        <MessageToHost booking={booking} />
        {(canCancel || canWithdraw) && (
          <div className={s.actions}>
            {canCancel && <CancelTrip booking={booking} />}
            {canWithdraw && <WithdrawRequest booking={booking} />}
          </div>
        )}
        <StayReviews booking={booking} side="guest" />
        <History events={booking.history} />
      </div>
      <BookingAside booking={booking} />
    </div>
  );
}

function CancelTrip({ booking }: { booking: BookingView }) {
  const { t, money } = useI18n();
  const [open, setOpen] = useState(false);
  const action = useBookingAction(booking.id);
  const m = (minor: number) => money(minor, booking.currency, { exact: true });
  const preview = booking.cancelPreview;
  return (
    <>
      <Button variant="secondary" onPress={() => { action.reset(); setOpen(true); }}>{t('trips.cancel')}</Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('trips.cancel.title')}
        textLabel={t('trips.cancel.reason')}
        keepLabel={t('trips.cancel.keep')}
        confirmLabel={t('trips.cancel.confirm')}
        pending={action.isPending}
        error={action.error}
        onConfirm={(reason) => action.mutate({ action: 'cancel', text: reason }, { onSuccess: () => setOpen(false) })}
      >
        {preview && (
          <>
            <p>{t('trips.cancel.refund')}</p>
            <p className={s.refund}>{m(preview.refund)}</p>
            {preview.kept > 0 && <p className={s.hint}>{t('trips.cancel.kept', { amount: m(preview.kept) })}</p>}
            <p className={s.hint}>{t(`booking.policy.${booking.listing.cancellationPolicy}`)}</p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

function WithdrawRequest({ booking }: { booking: BookingView }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const action = useBookingAction(booking.id);
  return (
    <>
      <Button variant="secondary" onPress={() => { action.reset(); setOpen(true); }}>{t('trips.withdraw')}</Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('trips.withdraw.title')}
        keepLabel={t('trips.withdraw.keep')}
        confirmLabel={t('trips.withdraw.confirm')}
        pending={action.isPending}
        error={action.error}
        onConfirm={() => action.mutate({ action: 'withdraw' }, { onSuccess: () => setOpen(false) })}
      >
        <p>{t('trips.withdraw.body')}</p>
      </ConfirmDialog>
    </>
  );
}

import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { BookingView } from '../../../contract/booking';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button } from '../../ui/Button';
import { MessageAboutBooking } from '../messages';
import { BookingAside, BookingFacts, ConfirmDialog, MessageToHost, History, StatusBadge, timeLeft, useBookingAction } from '../booking';
import s from '../booking/Booking.module.css';
import { GuestReviews } from '../profiles';
import { StayReviews } from '../reviews';

/** /host/reservations/:id: the request or stay, with Accept, Decline and Cancel booking. */
export function ReservationDetail({ booking }: { booking: BookingView }) {
  const { t, money } = useI18n();
  const accept = useBookingAction(booking.id);
  const [dialog, setDialog] = useState<'decline' | 'cancel' | null>(null);
  const action = useBookingAction(booking.id);
  const can = (a: BookingView['availableActions'][number]) => booking.availableActions.includes(a);
  const left = booking.status === 'requested' && booking.expiresAt ? timeLeft(booking.expiresAt, Date.now()) : null;
  const open = (d: 'decline' | 'cancel') => { action.reset(); setDialog(d); };

  return (
    <div className={s.detailLayout}>
      <div className={s.detailMain}>
        {accept.isSuccess && booking.status === 'confirmed' && (
          <div className={s.notice} role="status">
            <CheckCircle2 size={24} strokeWidth={1.75} aria-hidden="true" />
            <p className={s.noticeTitle}>{t('host.accepted')}</p>
          </div>
        )}
        <div className={s.headRow}>
          <StatusBadge status={booking.status} />
          <span className={s.hint}>{booking.listing.title}</span>
          {left && <span className={s.hint}>{left.over ? t('host.pending.over') : t('host.pending.left', { hours: left.hours, minutes: left.minutes })}</span>}
        </div>
        <BookingFacts booking={booking} />
        <div className={s.actions}><MessageAboutBooking booking={booking} /></div>
        <MessageToHost booking={booking} />
        {(booking.status === 'requested' || booking.status === 'confirmed') && booking.guest.id && <GuestReviews guestId={booking.guest.id} guestName={nameOf(t, booking.guest, 'guest')} />}
        {accept.error && <p className={s.error} role="alert">{accept.error.message}</p>}
        {(can('accept') || can('decline') || can('cancel')) && (
          <div className={s.actions}>
            {can('accept') && (
              <Button variant="primary" pending={accept.isPending} isDisabled={accept.isPending} onPress={() => accept.mutate({ action: 'accept' })}>
                {t('host.accept')}
              </Button>
            )}
            {can('decline') && <Button variant="secondary" onPress={() => open('decline')}>{t('host.decline')}</Button>}
            {can('cancel') && <Button variant="secondary" onPress={() => open('cancel')}>{t('host.cancel.confirm')}</Button>}
          </div>
        )}
        <StayReviews booking={booking} side="host" />
        <History events={booking.history} />
      </div>
      <BookingAside booking={booking} />

      <ConfirmDialog
        isOpen={dialog === 'decline'}
        onOpenChange={(o) => setDialog(o ? 'decline' : null)}
        title={t('host.decline.title')}
        textLabel={t('host.decline.message')}
        keepLabel={t('host.decline.keep')}
        confirmLabel={t('host.decline.confirm')}
        pending={action.isPending}
        error={action.error}
        onConfirm={(message) => action.mutate({ action: 'decline', text: message }, { onSuccess: () => setDialog(null) })}
      >
        <p>{t('host.decline.body', { name: nameOf(t, booking.guest, 'guest') })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={dialog === 'cancel'}
        onOpenChange={(o) => setDialog(o ? 'cancel' : null)}
        title={t('host.cancel.title')}
        textLabel={t('host.cancel.reason')}
        keepLabel={t('host.cancel.keep')}
        confirmLabel={t('host.cancel.confirm')}
        pending={action.isPending}
        error={action.error}
        onConfirm={(reason) => action.mutate({ action: 'cancel', text: reason }, { onSuccess: () => setDialog(null) })}
      >
        <p>{t('host.cancel.body', { name: nameOf(t, booking.guest, 'guest'), amount: money(booking.cancelPreview?.refund ?? booking.total, booking.currency, { exact: true }) })}</p>
      </ConfirmDialog>
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import type { BookingView } from '../../../contract/booking';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button, ButtonLink } from '../../ui/Button';
import { ICON_SMALL } from '../../ui/icon';
import { useSession } from '../session';
import { useConversationForBooking } from './api';

const StartConversationDialog = lazy(() => import('./StartConversation').then((m) => ({ default: m.StartConversationDialog })));

/**
 * "Message the host" on a trip, "Message the guest" on a reservation: the conversation of that
 * guest and listing when it exists, else a first message about the booking.
 */
export function MessageAboutBooking({ booking }: { booking: Pick<BookingView, 'id' | 'viewerRole' | 'host' | 'guest' | 'listing'> }) {
  const { t } = useI18n();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const existing = useConversationForBooking(user?.id ?? '', booking.id);
  // An operator does not write; a guest who deleted their account cannot be written to.
  if (!user || booking.viewerRole === 'admin' || (booking.viewerRole === 'host' && !booking.guest.id)) return null;
  const asGuest = booking.viewerRole === 'guest';
  const label = asGuest ? t('messages.contact.host') : t('messages.contact.guest');
  const to = asGuest ? nameOf(t, booking.host, 'host') : nameOf(t, booking.guest, 'guest');
  const id = existing.data?.conversationId;
  if (id) {
    return (
      <ButtonLink to={`/inbox/${encodeURIComponent(id)}`} variant="secondary">
        <MessageSquare {...ICON_SMALL} />
        {label}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} onHoverStart={() => void import('./StartConversation')}>
        <MessageSquare {...ICON_SMALL} />
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <StartConversationDialog user={user} target={{ bookingId: booking.id }} to={to} about={booking.listing.title} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

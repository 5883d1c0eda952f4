import type { ConversationSummary, ConversationView, MessageView } from '../../../contract/messages.js';
import type { BookingStatusName } from '../../../contract/booking.js';
import { AppError } from '../../http/errors.js';
import { toPhotoView, type PhotoMedia, type PhotoRow } from '../photos/view.js';
import type { ConversationFullRow, InboxRow, MessageRow } from './repo.js';
import { former, nameOf } from '../account/index.js';

/** Rows → the contract's views. `viewerId` decides which messages are `mine`. */

const FORMER_MEMBER = 'Former member';
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toMessageView(m: Pick<MessageRow, 'id' | 'conversation_id' | 'sender_id' | 'body' | 'created_at' | 'read_at' | 'hidden'>, viewerId: string): MessageView {
  return {
    id: m.id,
    conversationId: m.conversation_id,
    senderId: m.sender_id,
    mine: m.sender_id === viewerId,
    body: m.body,
    ...(m.hidden ? { hidden: true } : {}),
    createdAt: iso(m.created_at)!,
    readAt: iso(m.read_at),
  };
}

const listing = (r: { listing_id: string; title: string; city: string; country: string; listing_status: string; photo: PhotoRow | null }, media: PhotoMedia) => ({
  id: r.listing_id, title: r.title, city: r.city, country: r.country,
  photo: r.photo ? toPhotoView(media, r.photo) : null, listed: r.listing_status === 'published',
});

export function toSummary(r: InboxRow, viewerId: string, media: PhotoMedia): ConversationSummary {
  return {
    id: r.id,
    listing: listing(r, media),
    role: r.role,
    other: { id: r.other_id ?? '', ...nameOf(r.other_name, 'member'), avatarUrl: r.other_avatar },
    lastMessage: r.m_id
      ? toMessageView({ id: r.m_id, conversation_id: r.id, sender_id: r.m_sender, body: r.m_body!, hidden: r.m_hidden ?? false, created_at: r.m_at!, read_at: r.m_read_at }, viewerId)
      : null,
    unreadCount: r.unread_count,
    updatedAt: iso(r.m_at) ?? new Date(0).toISOString(),
  };
}

export function toConversationView(
  c: ConversationFullRow,
  page: { messages: MessageRow[]; olderCursor: string | null },
  bookings: { id: string; status: string; check_in: string; check_out: string; adults: number; children: number }[],
  viewer: { id: string; role: ConversationView['viewerRole']; unread: number },
  media: PhotoMedia,
): ConversationView {
  const otherLeft = viewer.role === 'guest' ? c.host_deleted : c.guest_deleted;
  return {
    id: c.id,
    listing: listing(c, media),
    viewerRole: viewer.role,
    guest: { id: c.guest_id ?? '', name: c.guest_name || FORMER_MEMBER, avatarUrl: c.guest_avatar, ...former(c.guest_deleted ? null : c.guest_name) },
    host: { id: c.host_id ?? '', name: c.host_name || FORMER_MEMBER, avatarUrl: c.host_avatar, ...former(c.host_deleted ? null : c.host_name) },
    bookings: bookings.map((b) => ({
      id: b.id, status: b.status as BookingStatusName, checkIn: b.check_in, checkOut: b.check_out, guests: b.adults + b.children,
    })),
    messages: page.messages.map((m) => toMessageView(m, viewer.id)),
    olderCursor: page.olderCursor,
    unreadCount: viewer.unread,
    canSend: viewer.role !== 'admin' && !otherLeft,
  };
}

/** Page cursors are opaque to clients: a position in the list, base64url-encoded. */
export const encodeCursor = (seq: number) => Buffer.from(`s${seq}`).toString('base64url');

export function decodeCursor(cursor: string, field: string): number {
  const m = /^s(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw new AppError('VALIDATION_FAILED', 'That cursor is not one this server gave out.', { [field]: 'is not valid' });
  return Number(m[1]);
}

import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import type {
  AdminBooking, AdminBookingDetail, AdminBookingsQuery, AdminBookingsResponse, AdminListingsQuery, AdminListingsResponse,
} from '../../../contract/admin-lists.js';
import type { BookingStatus } from '../../../domain/booking/states.js';
import type { PriceBreakdown } from '../../../domain/pricing.js';
import * as repo from './lists-repo.js';
import { reasonCodeOf } from '../bookings/index.js';
import { nameOf } from '../account/index.js';

/** The console's listings and bookings lists and one booking's record (reads only; nothing here writes). */

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));
/** A `date` column: PGlite and node-postgres may hand back a string or a Date at midnight UTC. */
const day = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** `GET /admin/listings`: by title or id, status, host and place; sorted and paged as asked. */
export async function listListings(deps: Deps, q: AdminListingsQuery): Promise<AdminListingsResponse> {
  const { rows, total } = await repo.listingRows(deps.database.db, q);
  return {
    items: rows.map((r) => ({
      id: r.id, title: r.title, status: r.status, statusReason: r.status_reason, suspendedByBan: r.suspended_by_ban,
      host: { id: r.host_id, ...nameOf(r.host_name, 'host'), email: r.host_email }, city: r.city, region: r.region, country: r.country,
      createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
    })),
    total, page: q.page, limit: q.limit,
  };
}

function toBooking(r: repo.BookingListRow): AdminBooking {
  return {
    id: r.id, status: r.status as BookingStatus, listing: { id: r.listing_id, title: r.title },
    guest: r.guest_id ? { id: r.guest_id, ...nameOf(r.guest_name, 'guest') } : null, host: { id: r.host_id, ...nameOf(r.host_name, 'host') },
    checkIn: day(r.check_in), checkOut: day(r.check_out), total: r.total, currency: r.currency, createdAt: iso(r.created_at),
  };
}

/** `GET /admin/bookings`: by booking id, guest, host or listing, and status; sorted and paged as asked. */
export async function listBookings(deps: Deps, q: AdminBookingsQuery): Promise<AdminBookingsResponse> {
  const { rows, total } = await repo.bookingRows(deps.database.db, q);
  return { items: rows.map(toBooking), total, page: q.page, limit: q.limit };
}

/** `GET /admin/bookings/:id`: the whole record with every transition and who made it. */
export async function bookingDetail(deps: Deps, id: string): Promise<AdminBookingDetail> {
  const db = deps.database.db;
  const r = await repo.bookingDetail(db, id);
  if (!r) throw notFound('That booking');
  const events = await repo.bookingEvents(db, id);
  const base = toBooking(r);
  return {
    ...base,
    guest: r.guest_id ? { ...base.guest!, email: r.guest_email ?? '' } : null,
    host: { ...base.host, email: r.host_email },
    listing: { id: r.listing_id, title: r.title, status: r.listing_status, city: r.city, country: r.country },
    guests: { adults: r.adults, children: r.children, infants: r.infants, pets: r.pets },
    price: (typeof r.price === 'string' ? JSON.parse(r.price) : r.price) as PriceBreakdown,
    refundAmount: r.refund_amount, messageToHost: r.message_to_host, expiresAt: isoOrNull(r.expires_at),
    history: events.map((e) => {
      const as = e.actor_id === r.guest_id ? 'guest' : e.actor_id === r.host_id ? 'host' : e.actor_role === 'admin' ? 'admin' : 'other';
      return {
        at: iso(e.at), from: e.from_status as BookingStatus | null, to: e.to_status as BookingStatus, reason: e.reason,
        reasonCode: reasonCodeOf(e.reason, e.actor_id === null ? 'system' : as === 'other' ? 'admin' : as),
        actor: e.actor_id === null ? null : { id: e.actor_id, ...nameOf(e.actor_name, as === 'guest' || as === 'host' ? as : 'member'), as },
      };
    }),
  };
}

import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { AppError, notFound } from '../../http/errors.js';
import { endBookingsOfBannedMember } from '../bookings/index.js';
import { restoreListingsAfterBan, suspendListingsForBan } from '../hosting/index.js';
import { wakeEmailDelivery } from '../notifications/index.js';
import { wakeWebhookDelivery } from '../webhooks/index.js';
import type {
  AdminMember, AdminMemberDetail, AdminMembersQuery, AdminMembersResponse, BanResult,
} from '../../../contract/moderation.js';
import * as repo from './members-repo.js';
import { insertAudit } from './reports-repo.js';
import { settings } from '../settings/index.js';
import { nameOf } from '../account/index.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const day = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10));

function toMember(r: repo.MemberRow): AdminMember {
  return { id: r.id, name: r.name, email: r.email, emailVerified: r.email_verified, role: r.role, status: r.status, createdAt: iso(r.created_at)! };
}

/**
 * `GET /admin/members`: by part of a name or an e-mail, sorted by when they joined (newest first)
 * or by name or e-mail, keyset-paged. A cursor names its sort: one given for another sort is refused.
 */
export async function listMembers(deps: Deps, q: AdminMembersQuery): Promise<AdminMembersResponse> {
  const order: repo.MemberOrder = { sort: q.sort, dir: q.dir ?? (q.sort === 'joined' ? 'desc' : 'asc') };
  const after = q.cursor ? decodeMemberCursor(q.cursor, order) : undefined;
  const rows = await repo.memberRows(deps.database.db, { q: q.q || undefined, status: q.status, role: q.role }, q.limit + 1, order, after);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return { items: page.map(toMember), nextCursor: rows.length > q.limit && last ? encodeMemberCursor(order, last.sort_key, last.id) : null };
}

const encodeMemberCursor = (o: repo.MemberOrder, key: string, id: string) => Buffer.from(JSON.stringify([o.sort, o.dir, key, id])).toString('base64url');

function decodeMemberCursor(cursor: string, o: repo.MemberOrder): { key: string; id: string } {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString());
  } catch {
    parts = null;
  }
  const ok = Array.isArray(parts) && parts.length === 4 && parts.every((p) => typeof p === 'string') && parts[0] === o.sort && parts[1] === o.dir
    && (o.sort !== 'joined' || !Number.isNaN(Date.parse(parts[2] as string)));
  if (!ok) throw new AppError('VALIDATION_FAILED', 'That cursor is not one this server gave out for this order.', { cursor: 'is not valid for this sort' });
  const [, , key, id] = parts as string[];
  return { key: key!, id: id! };
}

/** `GET /admin/members/:id`: the member with their listings, trips, reservations, reviews and the reports against them. */
export async function memberDetail(deps: Deps, id: string, db: Kysely<DB> = deps.database.db): Promise<AdminMemberDetail> {
  const m = await repo.memberRow(db, id);
  if (!m) throw notFound('That member');
  const [listings, trips, reservations, reviews, reports] = [
    await repo.listingsOf(db, id), await repo.bookingsOf(db, id, 'guest'), await repo.bookingsOf(db, id, 'host'),
    await repo.reviewsBy(db, id), await repo.reportsAgainst(db, id),
  ];
  const booking = (as: 'guest' | 'host') => (b: repo.MemberBookingRow) => ({
    id: b.id, listingId: b.listing_id, listingTitle: b.title, checkIn: day(b.check_in), checkOut: day(b.check_out), status: b.status,
    other: b.other_id ? { id: b.other_id, ...nameOf(b.other_name, as) } : null,
  });
  return {
    member: toMember(m),
    listings: listings.map((l) => ({ id: l.id, title: l.title, status: l.status, suspendedByBan: l.suspended_by_ban })),
    trips: trips.map(booking('host')),
    reservations: reservations.map(booking('guest')),
    reviews: reviews.map((r) => ({
      id: r.id, direction: r.direction, rating: r.rating, text: r.body, listingTitle: r.title, submittedAt: iso(r.submitted_at)!, hiddenAt: iso(r.hidden_at),
    })),
    reportsAgainst: reports.map((r) => ({
      id: r.id, targetType: r.target_type, targetId: r.target_id, reason: r.reason as never, status: r.status as never, createdAt: iso(r.created_at)!,
    })),
  };
}

const refuse = (message: string, details?: Record<string, string>) => new AppError('INVALID_TRANSITION', message, details);

/**
 * Bans a member inside the caller's transaction (the report action shares it): their status, their
 * sessions, their listings (suspended through the listing state machine) and their upcoming
 * bookings (ended through the booking state machine, decision 0027), with a `user.ban` audit row
 * naming the reason and what became of each. An admin cannot be banned until demoted.
 */
export async function banIn(deps: Deps, trx: Kysely<DB>, admin: SessionUser, id: string, reason: string, extra: Record<string, unknown> = {}): Promise<BanResult> {
  const m = await repo.memberRow(trx, id, { forUpdate: true });
  if (!m) throw notFound('That member');
  if (m.id === admin.id) throw refuse('You cannot ban yourself.');
  if (m.role === 'admin') throw refuse('This member is an operator: remove their admin role first.', { role: 'admin' });
  if (m.status === 'banned') throw refuse('This member is already banned.', { status: 'banned' });
  const at = deps.now();
  await repo.setStatus(trx, id, 'banned', at);
  const sessionsEnded = await repo.endSessions(trx, id);
  const listings = await suspendListingsForBan(deps, trx, admin, id, reason);
  const bookings = await endBookingsOfBannedMember(trx, { memberId: id, adminId: admin.id, at, reviewWindowDays: (await settings(deps, trx)).reviewWindowDays });
  await insertAudit(trx, {
    actorId: admin.id, action: 'user.ban', targetType: 'user', targetId: id, at,
    details: { reason, sessionsEnded, listings: listings.map((l) => l.id), bookings: bookings.map((b) => ({ id: b.id, from: b.from, to: b.to })), ...extra },
  });
  return { member: { ...toMember(m), status: 'banned' }, bookings, listings, sessionsEnded };
}

export async function ban(deps: Deps, admin: SessionUser, id: string, reason: string): Promise<BanResult> {
  const result = await deps.database.db.transaction().execute((trx) => banIn(deps, trx, admin, id, reason));
  wakeEmailDelivery(deps);
  wakeWebhookDelivery(deps);
  return result;
}

/** Lifts a ban: the member may sign in again and the listings the ban suspended are restored (nothing else is undone). */
export async function unban(deps: Deps, admin: SessionUser, id: string, reason: string): Promise<BanResult> {
  const result = await deps.database.db.transaction().execute(async (trx): Promise<BanResult> => {
    const m = await repo.memberRow(trx, id, { forUpdate: true });
    if (!m) throw notFound('That member');
    if (m.status !== 'banned') throw refuse('This member is not banned.', { status: m.status });
    const at = deps.now();
    await repo.setStatus(trx, id, 'active', at);
    const listings = await restoreListingsAfterBan(deps, trx, admin, id, reason);
    await insertAudit(trx, { actorId: admin.id, action: 'user.unban', targetType: 'user', targetId: id, at, details: { reason, listings: listings.map((l) => l.id) } });
    return { member: { ...toMember(m), status: 'active' }, bookings: [], listings, sessionsEnded: 0 };
  });
  wakeWebhookDelivery(deps);
  return result;
}

/** Promote to admin or demote to member: never oneself, never the last active admin. */
export async function setRole(deps: Deps, admin: SessionUser, id: string, role: 'admin' | 'user', reason: string): Promise<{ member: AdminMember }> {
  return deps.database.db.transaction().execute(async (trx) => {
    const admins = await repo.lockActiveAdmins(trx);
    const m = await repo.memberRow(trx, id, { forUpdate: true });
    if (!m) throw notFound('That member');
    if (m.id === admin.id) throw refuse('You cannot change your own role: ask another operator.');
    if (m.role === role) throw refuse(role === 'admin' ? 'This member is already an operator.' : 'This member is not an operator.', { role: m.role });
    if (role === 'admin' && m.status === 'banned') throw refuse('Lift the ban before making this member an operator.', { status: 'banned' });
    if (role === 'user' && admins.filter((a) => a !== id).length === 0) throw refuse('This is the last operator of this Roost.');
    const at = deps.now();
    await repo.setRole(trx, id, role, at);
    await insertAudit(trx, { actorId: admin.id, action: role === 'admin' ? 'admin.promote' : 'admin.demote', targetType: 'user', targetId: id, at, details: { reason } });
    return { member: { ...toMember(m), role } };
  });
}

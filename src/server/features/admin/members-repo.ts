import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL for the console's members: search, one member's page, and the account changes a ban or a role change makes. */

export type MemberRow = {
  id: string; name: string; email: string; email_verified: boolean; role: 'user' | 'admin'; status: 'active' | 'banned'; created_at: Date;
};
const MEMBER = sql`u.id, u.name, u.email, u.email_verified, u.role, u.status, u.created_at`;

/** What a members page is sorted by (each with its index, migration 024), and after which row it starts. */
export type MemberOrder = { sort: 'joined' | 'name' | 'email'; dir: 'asc' | 'desc' };
const SORT_KEY = { joined: sql`u.created_at`, name: sql`lower(u.name)`, email: sql`lower(u.email)` } as const;

/**
 * Members in `order`, keyset-paged on (the sort key, id): `after` is the last row's key and id;
 * `q` matches part of a name or an e-mail (trigram indexes).
 */
export async function memberRows(
  db: Kysely<DB>, f: { q?: string; status?: string; role?: string }, limit: number, order: MemberOrder, after?: { key: string; id: string },
): Promise<(MemberRow & { sort_key: string })[]> {
  const conds = [sql`u.deleted_at is null`];
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(sql`(lower(u.name) like ${like} or lower(u.email) like ${like})`);
  }
  if (f.status) conds.push(sql`u.status = ${f.status}`);
  if (f.role) conds.push(sql`u.role = ${f.role}`);
  const key = SORT_KEY[order.sort];
  const dir = order.dir === 'asc' ? sql`asc` : sql`desc`;
  if (after) {
    const value = order.sort === 'joined' ? sql`${after.key}::timestamptz` : sql`${after.key}`;
    conds.push(order.dir === 'asc' ? sql`(${key}, u.id) > (${value}, ${after.id})` : sql`(${key}, u.id) < (${value}, ${after.id})`);
  }
  // The key comes back as text (a timestamp as ISO 8601 in UTC), for the next page's cursor.
  const keyText = order.sort === 'joined' ? sql`to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : key;
  const { rows } = await sql<MemberRow & { sort_key: string }>`select ${MEMBER}, ${keyText} as sort_key from users u
    where ${sql.join(conds, sql` and `)} order by ${key} ${dir}, u.id ${dir} limit ${limit}`.execute(db);
  return rows;
}

export async function memberRow(db: Kysely<DB>, id: string, opts: { forUpdate?: boolean } = {}): Promise<MemberRow | undefined> {
  const { rows } = await sql<MemberRow>`select ${MEMBER} from users u where u.id = ${id} and u.deleted_at is null
    ${opts.forUpdate ? sql`for update` : sql``}`.execute(db);
  return rows[0];
}

const PAGE = 50;

export async function listingsOf(db: Kysely<DB>, hostId: string) {
  return db.selectFrom('listings').select(['id', 'title', 'status', 'suspended_by_ban']).where('host_id', '=', hostId)
    .orderBy('created_at', 'desc').orderBy('id').limit(PAGE).execute();
}

export type MemberBookingRow = { id: string; listing_id: string; title: string; check_in: string; check_out: string; status: string; other_id: string | null; other_name: string | null };

/** The member's bookings as guest (trips) or as host (reservations), latest stay first. */
export async function bookingsOf(db: Kysely<DB>, memberId: string, as: 'guest' | 'host'): Promise<MemberBookingRow[]> {
  const { rows } = await sql<MemberBookingRow>`
    select b.id, b.listing_id, l.title, b.check_in, b.check_out, b.status, o.id as other_id, case when o.deleted_at is null then o.name end as other_name
    from bookings b join listings l on l.id = b.listing_id
    left join users o on o.id = ${as === 'guest' ? sql`l.host_id` : sql`b.guest_id`}
    where ${as === 'guest' ? sql`b.guest_id = ${memberId}` : sql`l.host_id = ${memberId}`}
    order by b.check_in desc, b.id limit ${PAGE}`.execute(db);
  return rows;
}

export async function reviewsBy(db: Kysely<DB>, authorId: string) {
  const { rows } = await sql<{ id: string; direction: 'guest_to_listing' | 'host_to_guest'; rating: number; body: string; title: string; submitted_at: Date; hidden_at: Date | null }>`
    select v.id, v.direction, v.rating, v.body, l.title, v.submitted_at, v.hidden_at
    from reviews v join listings l on l.id = v.listing_id where v.author_id = ${authorId}
    order by v.submitted_at desc, v.id limit ${PAGE}`.execute(db);
  return rows;
}

/** Reports about the member, their listings, their reviews and their messages, newest first. */
export async function reportsAgainst(db: Kysely<DB>, memberId: string) {
  const { rows } = await sql<{ id: string; target_type: 'listing' | 'user' | 'review' | 'message'; target_id: string; reason: string; status: string; created_at: Date }>`
    select r.id, r.target_type, r.target_id, r.reason, r.status, r.created_at from reports r
    where (r.target_type = 'user' and r.target_id = ${memberId})
       or (r.target_type = 'listing' and r.target_id in (select id from listings where host_id = ${memberId}))
       or (r.target_type = 'review' and r.target_id in (select id from reviews where author_id = ${memberId}))
       or (r.target_type = 'message' and r.target_id in (select id from messages where sender_id = ${memberId}))
    order by r.created_at desc, r.id limit ${PAGE}`.execute(db);
  return rows;
}

export async function setStatus(db: Kysely<DB>, id: string, status: 'active' | 'banned', at: Date) {
  await db.updateTable('users').set({ status, updated_at: at }).where('id', '=', id).execute();
}

export async function setRole(db: Kysely<DB>, id: string, role: 'user' | 'admin', at: Date) {
  await db.updateTable('users').set({ role, updated_at: at }).where('id', '=', id).execute();
}

/** Ends every session of the member (better-auth's table): the next request they make is a visitor's. */
export async function endSessions(db: Kysely<DB>, userId: string): Promise<number> {
  const res = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Active admins, counted under a lock on their rows, so two demotions cannot both leave none. */
export async function lockActiveAdmins(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select id from users where role = 'admin' and status = 'active' and deleted_at is null order by id for update`.execute(db);
  return rows.map((r) => r.id);
}

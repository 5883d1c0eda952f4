import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ReportReason, ReportTargetType } from '../../../contract/reports.js';
import { nameOf } from '../account/index.js';
import { reportLabel } from './label.js';

/** SQL for reports, and for finding what a member reports as they could see it. */

export type ReportRow = {
  id: string; reporter_id: string | null; target_type: ReportTargetType; target_id: string; reason: ReportReason;
  note: string | null; status: 'open' | 'resolved' | 'dismissed'; created_at: Date;
};

/**
 * What a report points at, with who it belongs to and whether the reporter could have seen it.
 * `name` is a listing's title (also a review's) or a member's (also a message's sender), `former`
 * once they deleted their account; `label` the English words for it (decision 0040).
 */
export type Target = { ownerId: string | null; visible: boolean; label: string; name: string; former?: true; listingId: string | null };

export async function findTarget(db: Kysely<DB>, type: ReportTargetType, id: string, reporterId: string): Promise<Target | null> {
  switch (type) {
    case 'listing': {
      const { rows } = await sql<{ host_id: string; title: string; status: string; stayed: boolean }>`
        select l.host_id, l.title, l.status,
               exists (select 1 from bookings b where b.listing_id = l.id and b.guest_id = ${reporterId}) as stayed
        from listings l where l.id = ${id}`.execute(db);
      const l = rows[0];
      if (!l) return null;
      // Public listings, and the ones the reporter booked (they saw it then, even if it is off the site now).
      const visible = l.status === 'published' || l.stayed;
      return { ownerId: l.host_id, visible, label: reportLabel({ type, name: l.title }), name: l.title, listingId: l.status === 'published' ? id : null };
    }
    case 'user': {
      const { rows } = await sql<{ name: string }>`
        select name from users where id = ${id} and deleted_at is null and status = 'active'`.execute(db);
      return rows[0] ? { ownerId: id, visible: true, label: reportLabel({ type, name: rows[0].name }), name: rows[0].name, listingId: null } : null;
    }
    case 'review': {
      const { rows } = await sql<{ author_id: string | null; published: boolean; listing_id: string; title: string; listing_status: string }>`
        select r.author_id, r.published_at is not null as published, l.id as listing_id, l.title, l.status as listing_status
        from reviews r join listings l on l.id = r.listing_id where r.id = ${id}`.execute(db);
      const r = rows[0];
      if (!r) return null;
      // An unpublished review is its author's alone: to anyone else it does not exist.
      return { ownerId: r.author_id, visible: r.published || r.author_id === reporterId,
        label: reportLabel({ type, name: r.title }), name: r.title, listingId: r.listing_status === 'published' ? r.listing_id : null };
    }
    case 'message': {
      const { rows } = await sql<{ sender_id: string | null; guest_id: string | null; host_id: string | null; sender_name: string | null }>`
        select m.sender_id, c.guest_id, c.host_id, case when u.deleted_at is null then u.name end as sender_name
        from messages m join conversations c on c.id = m.conversation_id left join users u on u.id = m.sender_id
        where m.id = ${id}`.execute(db);
      const m = rows[0];
      if (!m) return null;
      // Only the two people in the conversation ever saw the message.
      const sender = nameOf(m.sender_name, 'member');
      return { ownerId: m.sender_id, visible: m.guest_id === reporterId || m.host_id === reporterId,
        label: reportLabel({ type, ...sender }), ...sender, listingId: null };
    }
  }
}

/** The reporter's open report on this target, if any. */
export async function openReport(db: Kysely<DB>, reporterId: string, type: ReportTargetType, targetId: string) {
  return db.selectFrom('reports').selectAll()
    .where('reporter_id', '=', reporterId).where('target_type', '=', type).where('target_id', '=', targetId).where('status', '=', 'open')
    .executeTakeFirst() as Promise<ReportRow | undefined>;
}

/** Inserts an open report; null when the reporter already has one open on that target (the unique index decides). */
export async function insertReport(db: Kysely<DB>, r: {
  id: string; reporterId: string; type: ReportTargetType; targetId: string; reason: ReportReason; note: string | null; at: Date;
}): Promise<ReportRow | null> {
  const { rows } = await sql<ReportRow>`
    insert into reports (id, reporter_id, target_type, target_id, reason, note, status, created_at, updated_at)
    values (${r.id}, ${r.reporterId}, ${r.type}, ${r.targetId}, ${r.reason}, ${r.note}, 'open', ${r.at}, ${r.at})
    on conflict (reporter_id, target_type, target_id) where status = 'open' do nothing
    returning *`.execute(db);
  return rows[0] ?? null;
}

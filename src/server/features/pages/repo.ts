import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PageLang, PageSlug } from '../../../contract/pages.js';

/** SQL for the site's pages (migration 013; one row per page and language since 026). */

export type PageRow = {
  slug: PageSlug; lang: PageLang; title: string; body: string; updated_at: Date; updated_by: string | null; updated_by_name: string | null;
};

const rows = (db: Kysely<DB>) =>
  db.selectFrom('site_pages as p').leftJoin('users as u', 'u.id', 'p.updated_by')
    .select(['p.slug', 'p.lang', 'p.title', 'p.body', 'p.updated_at', 'p.updated_by', sql<string | null>`case when u.deleted_at is null then u.name end`.as('updated_by_name')]);

/** The texts the operator wrote for a page, in whichever languages. */
export async function pageTexts(db: Kysely<DB>, slug: PageSlug): Promise<PageRow[]> {
  return rows(db).where('p.slug', '=', slug).orderBy('p.lang').execute();
}

export async function allPages(db: Kysely<DB>): Promise<PageRow[]> {
  return rows(db).execute();
}

/** Saves the operator's text of a page in one language (the first save creates its row). */
export async function savePage(db: Kysely<DB>, p: { slug: PageSlug; lang: PageLang; title: string; body: string; at: Date; by: string }) {
  await db.insertInto('site_pages')
    .values({ slug: p.slug, lang: p.lang, title: p.title, body: p.body, updated_at: p.at, updated_by: p.by })
    .onConflict((oc) => oc.columns(['slug', 'lang']).doUpdateSet({ title: p.title, body: p.body, updated_at: p.at, updated_by: p.by }))
    .execute();
}

/** One audit event (SPEC §3 AuditEvent) for a page, written in the caller's transaction. */
export async function insertPageAudit(db: Kysely<DB>, e: { actorId: string; slug: PageSlug; details: Record<string, unknown>; at: Date }) {
  await db.insertInto('audit_events').values({
    actor_id: e.actorId, action: 'page.update', target_type: 'page', target_id: e.slug, details: JSON.stringify(e.details), at: e.at,
  }).execute();
}

import { sql } from 'kysely';
import type { Database } from '../../db/pool.js';
import { extractLinks } from './html.js';

export type OutboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
};

/** The newest messages first, optionally only those to one address (any letter case). */
export async function listOutbox(database: Database, opts: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  const to = opts.to?.trim();
  let query = database.db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit);
  if (to) query = query.where(sql<string>`lower(to_address)`, '=', to.toLowerCase());
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    links: extractLinks(r.text_body),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL for the host's side of listings. Rows are mapped to the contract in the service. */

/** One listing row, whatever its status; `forUpdate` locks it for the caller's transaction. */
export async function findListingRow(db: Kysely<DB>, id: string, opts: { forUpdate?: boolean } = {}) {
  let q = db.selectFrom('listings').selectAll().where('id', '=', id);
  if (opts.forUpdate) q = q.forNoKeyUpdate();
  return q.executeTakeFirst();
}
export type ListingRow = NonNullable<Awaited<ReturnType<typeof findListingRow>>>;

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { notFound } from '../../http/errors.js';
import { findListingRow, type ListingRow } from './repo.js';

/**
 * The listing `id` if `user` may manage it: its host, or (with `admin: true`) an operator.
 * Anyone else gets the same 404 as for a listing that does not exist, whatever the id, so ids
 * reveal nothing. `db` may be a transaction; `forUpdate` then serialises changes to the listing.
 */
export async function listingForManager(
  db: Kysely<DB>, user: SessionUser, id: string, opts: { admin?: boolean; forUpdate?: boolean } = {},
): Promise<ListingRow> {
  const row = await findListingRow(db, id, { forUpdate: opts.forUpdate });
  if (!row || !(row.host_id === user.id || (opts.admin && user.role === 'admin'))) throw notFound('That listing');
  return row;
}

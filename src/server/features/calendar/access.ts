import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { AppError } from '../../http/errors.js';
import { listingForManager } from '../hosting/index.js';

/**
 * The listing whose calendar `user` may read (its host or an admin; anyone else 404) or, with
 * `write`, change (its host only: an admin reading it gets 403, as for bookings). `forUpdate`
 * locks the row for the caller's transaction (see repo.lockListing).
 */
export async function calendarListing(db: Kysely<DB>, user: SessionUser, id: string, opts: { write?: boolean; forUpdate?: boolean } = {}) {
  const row = await listingForManager(db, user, id, { admin: true, forUpdate: opts.forUpdate });
  if (opts.write && row.host_id !== user.id) throw new AppError('FORBIDDEN', 'Only the listing\'s host can change its calendar.');
  return row;
}

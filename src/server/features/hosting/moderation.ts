import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { AppError } from '../../http/errors.js';
import * as repo from './repo.js';
import { applyListingEvent } from './service.js';

export type MovedListing = { id: string; title: string; from: string; to: string };

/**
 * A ban takes a host's listings off the site through the listing state machine (suspend, which
 * search, the listing page and booking all respect), marked as the ban's doing; lifting the ban
 * restores those and leaves any the operator suspended for their own reasons. In the caller's
 * transaction; each move writes its own `listing.suspend` / `listing.restore` audit row.
 */
export async function suspendListingsForBan(deps: Deps, trx: Kysely<DB>, admin: SessionUser, hostId: string, reason: string): Promise<MovedListing[]> {
  const out: MovedListing[] = [];
  for (const id of await repo.banSuspendableIds(trx, hostId)) {
    const m = await applyListingEvent(deps, trx, admin, id, 'suspend', reason, { byBan: true });
    out.push({ id, title: m.title, from: m.from, to: m.to ?? 'deleted' });
  }
  return out;
}

export async function restoreListingsAfterBan(deps: Deps, trx: Kysely<DB>, admin: SessionUser, hostId: string, reason: string): Promise<MovedListing[]> {
  const out: MovedListing[] = [];
  for (const id of await repo.banSuspendedIds(trx, hostId)) {
    try {
      const m = await applyListingEvent(deps, trx, admin, id, 'restore', reason);
      out.push({ id, title: m.title, from: m.from, to: m.to ?? 'deleted' });
    } catch (err) {
      // No longer complete enough to go back live (checked before anything is written): it stays
      // suspended, and the answer says so; the operator restores it once the host has fixed it.
      if (!(err instanceof AppError && err.code === 'LISTING_INCOMPLETE')) throw err;
      out.push({ id, title: (await repo.titleOf(trx, id)) ?? '', from: 'suspended', to: 'suspended' });
    }
  }
  return out;
}

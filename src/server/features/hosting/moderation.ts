import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../auth/session.js';
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
    const m = await applyListingEvent(deps, trx, admin, id, 'restore', reason);
    out.push({ id, title: m.title, from: m.from, to: m.to ?? 'deleted' });
  }
  return out;
}

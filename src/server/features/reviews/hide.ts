import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import * as repo from './repo.js';

/** Hides a review (an operator's report action) and recounts its listing's rating without it. Whether it changed. */
export async function hideReview(db: Kysely<DB>, id: string, at: Date): Promise<boolean> {
  const listingId = await repo.hideReview(db, id, at);
  if (listingId) await repo.refreshListingRating(db, listingId);
  return listingId !== null;
}

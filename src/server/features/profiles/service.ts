import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import type { PublicProfile } from '../../../contract/profiles.js';
import type { UserReviewsQuery, UserReviewsResponse } from '../../../contract/reviews.js';
import { hostListingCards } from '../listings/index.js';
import { receivedReviews, receivedSummary, settleMemberReviews } from '../reviews/index.js';
import { avatarSources } from '../account/index.js';
import * as repo from './repo.js';

/** How many reviews the profile itself carries; the rest page through GET /users/:id/reviews. */
const RECENT_REVIEWS = 5;

async function publicMember(deps: Deps, id: string) {
  const member = await repo.findPublicMember(deps.database.db, id);
  // Deleted and banned members have no public face: the same 404 as an id that never existed.
  if (!member) throw notFound('That member');
  await settleMemberReviews(deps, id);
  return member;
}

export async function profile(deps: Deps, id: string): Promise<PublicProfile> {
  const m = await publicMember(deps, id);
  const [listings, summary, recent] = await Promise.all([
    hostListingCards(deps, id),
    receivedSummary(deps, id),
    receivedReviews(deps, id, { page: 1, pageSize: RECENT_REVIEWS }),
  ]);
  return {
    id: m.id,
    name: m.name,
    avatarUrl: m.avatar_url,
    avatarSources: avatarSources(m.avatar_key),
    about: m.bio,
    memberSince: new Date(m.created_at).toISOString(),
    emailVerified: m.email_verified,
    listings,
    reviews: { ...summary, recent: recent.reviews },
  };
}

export async function reviewsOf(deps: Deps, id: string, q: UserReviewsQuery): Promise<UserReviewsResponse> {
  await publicMember(deps, id);
  return receivedReviews(deps, id, q);
}

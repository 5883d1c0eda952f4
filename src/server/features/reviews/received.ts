import type { Deps } from '../../deps.js';
import type { ReceivedReview, UserReviewsQuery, UserReviewsResponse } from '../../../contract/reviews.js';
import { publishDueReviews } from './publish.js';
import * as repo from './repo.js';
import { nameOf } from '../account/index.js';

/** Reviews a member received, for their public profile: published ones only, whoever asks. */

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toReceived(r: repo.ReceivedRow): ReceivedReview {
  const guest = r.direction === 'guest_to_listing';
  return {
    id: r.id,
    direction: r.direction,
    author: { id: r.author_id, ...nameOf(r.author_name, guest ? 'guest' : 'host'), avatarUrl: r.author_avatar },
    rating: r.rating,
    body: r.body,
    hostResponse: r.host_response,
    hostRespondedAt: iso(r.host_response_at),
    submittedAt: iso(r.submitted_at)!,
    stayedAt: r.check_in,
    listing: { id: r.listing_id, title: r.listing_title },
  };
}

/** Reviews whose window closed are published before anyone reads a member's reviews. */
export const settleMemberReviews = (deps: Deps, userId: string) => publishDueReviews(deps, { memberId: userId });

export async function receivedReviews(deps: Deps, userId: string, q: UserReviewsQuery): Promise<UserReviewsResponse> {
  const rows = await repo.receivedReviews(deps.database.db, userId, q.as, q.pageSize, (q.page - 1) * q.pageSize);
  return { reviews: rows.map(toReceived), total: rows[0]?.total ?? 0, page: q.page, pageSize: q.pageSize };
}

/** Count and average of the published reviews received as a host and as a guest. */
export async function receivedSummary(deps: Deps, userId: string) {
  const rows = await repo.receivedSummary(deps.database.db, userId);
  const of = (side: 'host' | 'guest') => {
    const r = rows.find((x) => x.side === side);
    return { count: r?.n ?? 0, average: r?.average === null || r?.average === undefined ? null : Number(r.average) };
  };
  return { asHost: of('host'), asGuest: of('guest') };
}

import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { notFound } from '../../http/errors.js';
import { FEED_ERROR_CODES, type FeedErrorCode } from '../../../contract/calendar.js';
import type { AdminFeed, AdminFeedsQuery, AdminFeedsResponse } from '../../../contract/admin-lists.js';
import * as feeds from './feed-repo.js';
import { syncFeed } from './sync.js';
import { nameOf } from '../account/index.js';

/**
 * The operator's view of iCal feeds (issue 14; docs/decisions/0038): the feeds whose last sync
 * failed, longest failing first, and a sync now. A feed belongs to its host: the operator sees
 * where it points (the host part of its address, never the secret rest) and can retry it, which
 * is what the scheduler does every few minutes anyway; removing it stays the host's call.
 */

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The host part of a feed's address ("www.airbnb.com"), or null for a file or an address that does not parse. */
export function urlHost(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url.trim().replace(/^webcal:\/\//i, 'https://')).host || null;
  } catch {
    return null;
  }
}

function toAdminFeed(r: feeds.FailingFeedRow): AdminFeed {
  return {
    id: r.id, name: r.name, kind: r.kind, urlHost: urlHost(r.url),
    listing: { id: r.listing_id, title: r.title, status: r.listing_status },
    host: { id: r.host_id, ...nameOf(r.host_name, 'host'), email: r.host_email },
    lastError: r.last_error,
    lastErrorCode: (FEED_ERROR_CODES as readonly string[]).includes(r.last_error_code ?? '') ? (r.last_error_code as FeedErrorCode) : null,
    lastErrorAt: iso(r.last_error_at), lastSyncedAt: iso(r.last_synced_at), failingSince: iso(r.failing_since)!, createdAt: iso(r.created_at)!,
  };
}

/** `GET /admin/feeds`: the feeds whose last sync failed, paged. */
export async function listFailingFeeds(deps: Deps, q: AdminFeedsQuery): Promise<AdminFeedsResponse> {
  const { rows, total } = await feeds.failingFeeds(deps.database.db, { limit: q.limit, offset: (q.page - 1) * q.limit });
  return { items: rows.map(toAdminFeed), total, page: q.page, limit: q.limit };
}

/**
 * `POST /admin/feeds/:id/sync`: fetches the feed now, as the scheduler would. Its `feed.sync` audit
 * event (with what came of it) commits in the same transaction as the sync's outcome.
 */
export async function syncAsOperator(deps: Deps, admin: SessionUser, feedId: string): Promise<AdminFeed> {
  const db = deps.database.db;
  const before = await feeds.consoleFeed(db, feedId);
  if (!before) throw notFound('That calendar feed');
  const outcome = await syncFeed(deps, feedId, (trx, result, errorCode) => feeds.insertFeedAudit(trx, {
    actorId: admin.id, action: 'feed.sync', feedId, at: deps.now(),
    details: { listingId: before.listing_id, name: before.name, urlHost: urlHost(before.url), outcome: result, ...(errorCode ? { errorCode } : {}) },
  }));
  const after = outcome === 'gone' ? undefined : await feeds.consoleFeed(db, feedId);
  if (!after) throw notFound('That calendar feed');
  return toAdminFeed(after);
}

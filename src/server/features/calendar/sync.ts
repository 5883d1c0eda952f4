import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import { FEED_LIMITS } from '../../../contract/calendar.js';
import { todayIn } from '../../../domain/dates.js';
import type { NightRange } from '../../../domain/calendar/ranges.js';
import { BOOKING_HORIZON_DAYS } from '../listings/index.js';
import { insertNotification, wakeEmailDelivery } from '../notifications/index.js';
import { addressPolicy } from './address-policy.js';
import { FeedFetchError, fetchFeed, type FetchOptions } from './fetch.js';
import { FeedParseError, parseBusyRanges } from './parse.js';
import * as feeds from './feed-repo.js';
import { lockListing } from './repo.js';

/**
 * One sync of one feed: fetch (or re-read the uploaded file), read its busy nights, and make them
 * the feed's imported blocks in one transaction. A feed that cannot be fetched or read keeps its
 * last good blocks; the failure and its time are recorded on the feed for the host to see.
 */

export type SyncOutcome = 'synced' | 'not-modified' | 'failed' | 'gone';

export function fetchOptions(deps: Deps): Omit<FetchOptions, 'etag' | 'lastModified'> {
  return {
    timeoutMs: deps.config.icalFetchTimeoutMs,
    maxBytes: FEED_LIMITS.maxBytes,
    policy: addressPolicy(deps.config.icalAllowPrivateHosts),
    userAgent: `Roost calendar sync (+${deps.config.publicUrl})`,
  };
}

/** When the scheduler next takes a feed synced at `at` (at once when scheduling is off: due when it is back on). */
export const nextSyncAt = (deps: Deps, at: Date) => new Date(at.getTime() + deps.config.icalSyncMinutes * 60_000);

export function readRanges(text: string, timeZone: string, now: Date): NightRange[] {
  return parseBusyRanges(text, { timeZone, today: todayIn(timeZone, now), horizonDays: BOOKING_HORIZON_DAYS }).ranges;
}

type FeedSource = { id: string; listing_id: string; name: string };

/**
 * Inside a transaction that holds the listing's lock: the feed's blocks become `ranges`, its sync is
 * recorded, and the host hears once about each Roost booking that the feed's busy nights overlap
 * (the blocks are kept: the other channel may know something Roost does not). Returns how many
 * notices it wrote.
 */
export async function storeRanges(
  trx: Kysely<DB>, deps: Deps, listing: { id: string; host_id: string; title: string }, feed: FeedSource, ranges: NightRange[],
  validators: { etag?: string | null; lastModified?: string | null; fileBody?: string } = {},
): Promise<number> {
  const now = deps.now();
  await feeds.replaceFeedBlocks(trx, listing.id, feed.id, ranges, now);
  await feeds.recordSuccess(trx, feed.id, { at: now, nextSyncAt: nextSyncAt(deps, now), ...validators });
  let told = 0;
  const seen = new Set<string>();
  for (const c of await feeds.conflictsOf(trx, listing.id, feed.id)) {
    if (seen.has(c.booking_id)) continue;
    seen.add(c.booking_id);
    const fresh = await insertNotification(trx, {
      userId: listing.host_id, kind: 'calendar_conflict', at: now, dedupeKey: `calendar_conflict:${feed.id}:${c.booking_id}`,
      payload: {
        bookingId: c.booking_id, listingId: listing.id, listingTitle: listing.title, checkIn: c.check_in, checkOut: c.check_out,
        role: 'host', otherName: c.guest_name || 'Former guest', ...(c.guest_name ? {} : { otherFormer: true }), feedName: feed.name,
      },
    });
    if (fresh) told++;
  }
  return told;
}

/**
 * Written in the same transaction as a sync's outcome (an operator's "sync now" and its audit row
 * commit together): what happened, and the failure's code when it failed.
 */
export type SyncRecorder = (trx: Kysely<DB>, outcome: Exclude<SyncOutcome, 'gone'>, errorCode?: string) => Promise<void>;

export async function syncFeed(deps: Deps, feedId: string, record?: SyncRecorder): Promise<SyncOutcome> {
  const { db } = deps.database;
  const f = await feeds.feedForSync(db, feedId);
  if (!f) return 'gone';
  const failed = async (err: FeedFetchError | FeedParseError) => {
    const now = deps.now();
    await db.transaction().execute(async (trx) => {
      await feeds.recordError(trx, f.id, err, now, nextSyncAt(deps, now));
      await record?.(trx, 'failed', err.code);
    });
    return 'failed' as const;
  };

  let text: string;
  let validators: { etag?: string | null; lastModified?: string | null } = {};
  if (f.kind === 'file') {
    text = f.file_body ?? '';
  } else {
    try {
      const got = await fetchFeed(f.url!, { ...fetchOptions(deps), etag: f.etag, lastModified: f.last_modified });
      if (got.status === 'not-modified') {
        const now = deps.now();
        await db.transaction().execute(async (trx) => {
          await feeds.recordSuccess(trx, f.id, { at: now, nextSyncAt: nextSyncAt(deps, now) });
          await record?.(trx, 'not-modified');
        });
        return 'not-modified';
      }
      text = got.body;
      validators = { etag: got.etag, lastModified: got.lastModified };
    } catch (err) {
      if (err instanceof FeedFetchError) return failed(err);
      throw err;
    }
  }

  let ranges: NightRange[];
  try {
    ranges = readRanges(text, f.time_zone, deps.now());
  } catch (err) {
    if (err instanceof FeedParseError) return failed(err);
    throw err;
  }

  const told = await db.transaction().execute(async (trx) => {
    const listing = await lockListing(trx, f.listing_id);
    // Deleted meanwhile (its delete takes the same lock, so this is the last word).
    if (!listing || !(await feeds.findFeed(trx, f.listing_id, f.id))) return -1;
    const told = await storeRanges(trx, deps, listing, f, ranges, validators);
    await record?.(trx, 'synced');
    return told;
  });
  if (told < 0) return 'gone';
  if (told > 0) wakeEmailDelivery(deps);
  return 'synced';
}

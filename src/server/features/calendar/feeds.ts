import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { AppError, notFound } from '../../http/errors.js';
import { FEED_LIMITS, type FeedView } from '../../../contract/calendar.js';
import { calendarListing } from './access.js';
import { checkAddress, FeedFetchError, feedUrl } from './fetch.js';
import { FeedParseError } from './parse.js';
import * as feeds from './feed-repo.js';
import { fetchOptions, nextSyncAt, readRanges, storeRanges, syncFeed } from './sync.js';
import { wakeEmailDelivery } from '../notifications/index.js';
import { toFeedView } from './view.js';

/** The host's imported calendars: list, add by address, upload a file, sync now, remove. */

export async function feedView(deps: Deps, listingId: string, feedId: string): Promise<FeedView> {
  const { db } = deps.database;
  const f = await feeds.findFeed(db, listingId, feedId);
  if (!f) throw notFound('That calendar');
  return toFeedView(f, await feeds.conflictsOf(db, listingId, feedId));
}

export async function listFeeds(deps: Deps, user: SessionUser, id: string): Promise<{ feeds: FeedView[] }> {
  const { db } = deps.database;
  const l = await calendarListing(db, user, id);
  const rows = await feeds.feedsOf(db, l.id);
  const conflicts = await feeds.conflictsOf(db, l.id);
  return { feeds: rows.map((f) => toFeedView(f, conflicts)) };
}

const tooMany = (field: string) =>
  new AppError('VALIDATION_FAILED', `A listing can import at most ${FEED_LIMITS.perListing} calendars.`, { [field]: `at most ${FEED_LIMITS.perListing} calendars per listing` })
    .because('feed_limit');

/** Adds another channel's calendar by address and syncs it at once (a failure is shown on the feed). */
export async function addFeed(deps: Deps, user: SessionUser, id: string, body: { name: string; url: string }): Promise<FeedView> {
  const { db } = deps.database;
  await calendarListing(db, user, id, { write: true });
  let url: URL;
  try {
    url = feedUrl(body.url);
    await checkAddress(url, fetchOptions(deps).policy);
  } catch (err) {
    if (err instanceof FeedFetchError) {
      throw new AppError('VALIDATION_FAILED', err.message, { url: err.refused ? 'is a private or local network address' : err.message })
        .because(err.refused ? 'feed_private_address' : 'feed_address');
    }
    throw err;
  }
  const feedId = await db.transaction().execute(async (trx) => {
    const l = await calendarListing(trx, user, id, { write: true, forUpdate: true });
    if (await feeds.countFeeds(trx, l.id) >= FEED_LIMITS.perListing) throw tooMany('url');
    if (await feeds.countFeeds(trx, l.id, body.url) > 0) {
      throw new AppError('VALIDATION_FAILED', 'This calendar is already imported.', { url: 'is already imported for this listing' }).because('feed_duplicate');
    }
    const now = deps.now();
    return feeds.insertFeed(trx, { listingId: l.id, name: body.name, url: body.url, fileBody: null, at: now, nextSyncAt: nextSyncAt(deps, now) });
  });
  await syncFeed(deps, feedId);
  return feedView(deps, id, feedId);
}

/** 404 or 403 before an upload is read: nobody streams a file at a listing they may not change. */
export async function assertCanImport(deps: Deps, user: SessionUser, id: string): Promise<void> {
  await calendarListing(deps.database.db, user, id, { write: true });
}

/** Imports an uploaded .ics file as a feed of its own (kept, so a sync re-reads it as time moves on). */
export async function importFile(deps: Deps, user: SessionUser, id: string, upload: { name: string; text: string }): Promise<FeedView> {
  const { db } = deps.database;
  const first = await calendarListing(db, user, id, { write: true });
  let ranges;
  try {
    ranges = readRanges(upload.text, first.time_zone, deps.now());
  } catch (err) {
    if (err instanceof FeedParseError) throw new AppError('VALIDATION_FAILED', err.message, { file: 'is not a readable iCalendar (.ics) file' }).because('feed_unreadable');
    throw err;
  }
  const { feedId, told } = await db.transaction().execute(async (trx) => {
    const l = await calendarListing(trx, user, id, { write: true, forUpdate: true });
    if (await feeds.countFeeds(trx, l.id) >= FEED_LIMITS.perListing) throw tooMany('file');
    const feedId = await feeds.insertFeed(trx, { listingId: l.id, name: upload.name, url: null, fileBody: upload.text, at: deps.now(), nextSyncAt: null });
    const told = await storeRanges(trx, deps, l, { id: feedId, listing_id: l.id, name: upload.name }, ranges);
    return { feedId, told };
  });
  if (told) wakeEmailDelivery(deps);
  return feedView(deps, id, feedId);
}

export async function syncNow(deps: Deps, user: SessionUser, id: string, feedId: string): Promise<FeedView> {
  const l = await calendarListing(deps.database.db, user, id, { write: true });
  if (!(await feeds.findFeed(deps.database.db, l.id, feedId))) throw notFound('That calendar');
  await syncFeed(deps, feedId);
  return feedView(deps, l.id, feedId);
}

/** Removes the feed and its imported blocks, under the listing's lock like every calendar change. */
export async function removeFeed(deps: Deps, user: SessionUser, id: string, feedId: string): Promise<{ ok: true }> {
  await calendarListing(deps.database.db, user, id, { write: true });
  await deps.database.db.transaction().execute(async (trx) => {
    const l = await calendarListing(trx, user, id, { write: true, forUpdate: true });
    if (!(await feeds.findFeed(trx, l.id, feedId))) throw notFound('That calendar');
    await feeds.deleteFeed(trx, feedId);
  });
  return { ok: true };
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps.js';
import type { DB } from '../../db/schema.js';
import type { SessionUser } from '../auth/session.js';
import { AppError } from '../../http/errors.js';
import type { HostListing, HostListingsResponse, ListingPatch } from '../../../contract/hosting.js';
import { missingRequirements } from '../../../domain/listing/completeness.js';
import { listingTransition, type ListingEvent, type ListingStatus } from '../../../domain/listing/states.js';
import { minorDigits } from '../../../domain/money.js';
import { listingForManager } from './access.js';
import { completenessOf, DRAFT_DEFAULTS, patchColumns, type ListingColumns } from './columns.js';
import * as repo from './repo.js';
import { toHostListing, toHostListingSummary, toReviewQueueItem, type ViewContext } from './view.js';
import type { ReviewQueueQuery, ReviewQueueResponse } from '../../../contract/admin.js';
import { decodeCursor, encodeCursor } from '../../http/cursor.js';
import { queueWebhookEvent, wakeWebhookDelivery } from '../webhooks/index.js';
import { listingEventType } from '../../../domain/webhooks/events.js';
import { settings } from '../settings/index.js';

/** A listing guests may have seen, or that waits for review: it may not be edited into an incomplete one. */
const LIVE: ReadonlySet<ListingStatus> = new Set(['pending_review', 'published', 'unlisted']);
export const ADMIN_EVENTS = ['approve', 'reject', 'suspend', 'restore'] as const satisfies readonly ListingEvent[];
export const HOST_EVENTS = ['submit', 'unlist', 'relist'] as const satisfies readonly ListingEvent[];

const minorPerMajor = (deps: Deps) => 10 ** minorDigits(deps.config.currency);
const context = async (deps: Deps, viewer: SessionUser, db?: Kysely<DB>): Promise<ViewContext> => ({
  currency: deps.config.currency, minorPerMajor: minorPerMajor(deps), mode: (await settings(deps, db)).listingReview, viewer, media: deps.config,
});

async function hostListing(deps: Deps, db: Kysely<DB>, user: SessionUser, id: string): Promise<HostListing> {
  const row = await listingForManager(db, user, id, { admin: true });
  return toHostListing(row, await repo.photosOfListing(db, id), await context(deps, user, db));
}

/** `GET /host/listings/:id`: its host or an admin; anyone else 404. */
export const getHostListing = (deps: Deps, user: SessionUser, id: string) => hostListing(deps, deps.database.db, user, id);

/** `GET /host/listings`: the caller's own listings, last changed first. */
export async function listHostListings(deps: Deps, user: SessionUser): Promise<HostListingsResponse> {
  const rows = await repo.hostListingRows(deps.database.db, user.id);
  const ctx = await context(deps, user);
  return { listings: rows.map((r) => toHostListingSummary(r, ctx)) };
}

/** The admins' review queue (issue 14), oldest submission first; the caller checked the admin. */
export async function reviewQueue(deps: Deps, q: ReviewQueueQuery): Promise<ReviewQueueResponse> {
  const rows = await repo.reviewQueueRows(deps.database.db, q.limit + 1, q.cursor ? decodeCursor(q.cursor) : undefined);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toReviewQueueItem(r, minorPerMajor(deps), deps.config)),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ at: last.submitted_at, id: last.id }) : null,
  };
}

/** minNights ≤ maxNights, counting the stored value of whichever the patch leaves alone. */
function checkNights(patch: ListingPatch, stored: { min_nights: number; max_nights: number }) {
  const min = patch.minNights ?? stored.min_nights;
  const max = patch.maxNights ?? stored.max_nights;
  if (min <= max) return;
  const details: Record<string, string> = patch.minNights !== undefined
    ? { minNights: `cannot be more than the maximum nights (${max})` }
    : { maxNights: `cannot be less than the minimum nights (${min})` };
  throw new AppError('VALIDATION_FAILED', `Please check: ${Object.keys(details).join(', ')}.`, details);
}

const incomplete = (missing: Record<string, string>, message: string) => new AppError('LISTING_INCOMPLETE', message, missing);

/** `POST /listings`: a new draft of the caller's, with whatever the editor sent. */
export async function createListing(deps: Deps, user: SessionUser, patch: ListingPatch): Promise<HostListing> {
  const id = randomUUID();
  const now = deps.now();
  checkNights(patch, { min_nights: 1, max_nights: 365 });
  return deps.database.db.transaction().execute(async (trx) => {
    await repo.insertListing(trx, {
      id, host_id: user.id, ...DRAFT_DEFAULTS, ...patchColumns(id, patch), status: 'draft', created_at: now, updated_at: now,
    });
    await repo.insertAudit(trx, { actorId: user.id, action: 'listing.create', listingId: id, details: { to: 'draft' }, at: now });
    return hostListing(deps, trx, user, id);
  });
}

/**
 * `PATCH /listings/:id`: its host (or an admin, audited). A listing that is live or waiting for
 * review may not lose a requirement of SPEC §5 (422 naming everything then missing); one that was
 * already short of one (older data) can still be edited otherwise.
 */
export async function patchListing(deps: Deps, user: SessionUser, id: string, patch: ListingPatch): Promise<HostListing> {
  const now = deps.now();
  return deps.database.db.transaction().execute(async (trx) => {
    const row = await listingForManager(trx, user, id, { admin: true, forUpdate: true });
    checkNights(patch, row);
    if (LIVE.has(row.status)) {
      const photos = await repo.countPhotos(trx, id);
      const before = missingRequirements(completenessOf(row, photos, minorPerMajor(deps)));
      const after = missingRequirements(completenessOf(row, photos, minorPerMajor(deps), patch));
      if (Object.keys(after).some((k) => !(k in before))) {
        throw incomplete(after, `This listing is ${row.status.replace('_', ' ')}: it must keep everything it needs to be published.`);
      }
    }
    const columns = patchColumns(id, patch);
    if (Object.keys(columns).length) {
      await repo.updateListing(trx, id, { ...columns, updated_at: now });
      if (row.host_id !== user.id) {
        await repo.insertAudit(trx, { actorId: user.id, action: 'listing.edit', listingId: id, details: { fields: Object.keys(patch) }, at: now });
      }
    }
    return hostListing(deps, trx, user, id);
  });
}

const PAST: Record<ListingEvent, string> = {
  submit: 'submitted', approve: 'approved', reject: 'rejected', unlist: 'unlisted', relist: 'relisted',
  suspend: 'suspended', restore: 'restored', delete: 'deleted',
};
const statusWords = (s: ListingStatus) => s.replace('_', ' ');

/**
 * Moves a listing through the state machine (domain/listing/states.ts) and writes its audit event
 * in the same transaction; a refused move writes nothing. Entering `pending_review` or `published`
 * needs a complete listing (422 LISTING_INCOMPLETE naming every missing requirement).
 * Returns null when the listing was deleted.
 */
export async function transitionListing(
  deps: Deps, user: SessionUser, id: string, event: ListingEvent, reason?: string,
): Promise<HostListing | null> {
  const result = await deps.database.db.transaction().execute(async (trx) => {
    const moved = await applyListingEvent(deps, trx, user, id, event, reason);
    return moved.to === null ? null : hostListing(deps, trx, user, id);
  });
  wakeWebhookDelivery(deps);
  return result;
}

/**
 * transitionListing's work inside the caller's transaction (the console's report and ban actions
 * commit a suspension with their own audit rows). `byBan` marks a suspension the host's ban made,
 * so that lifting the ban restores it and nothing else. The caller wakes webhook delivery after commit.
 */
export async function applyListingEvent(
  deps: Deps, trx: Kysely<DB>, user: SessionUser, id: string, event: ListingEvent, reason?: string, opts: { byBan?: boolean } = {},
): Promise<{ from: ListingStatus; to: ListingStatus | null; title: string }> {
  const now = deps.now();
  {
    const row = await listingForManager(trx, user, id, { admin: true, forUpdate: true });
    const admin = (ADMIN_EVENTS as readonly ListingEvent[]).includes(event);
    const actor = admin || row.host_id !== user.id ? 'admin' : 'host';
    const mode = (await settings(deps, trx)).listingReview;
    const t = listingTransition(row.status, event, actor, { mode, previous: row.status_before_suspension });
    if (!t.ok) {
      throw new AppError('INVALID_TRANSITION', t.reason === 'not_for_actor'
        ? `Only the listing's host can ask for that: it cannot be ${PAST[event]} by an operator.`
        : `This listing is ${statusWords(row.status)}: it cannot be ${PAST[event]}.`, { status: row.status, action: event });
    }
    if (t.to === 'pending_review' || t.to === 'published') {
      const missing = missingRequirements(completenessOf(row, await repo.countPhotos(trx, id), minorPerMajor(deps)));
      if (Object.keys(missing).length) throw incomplete(missing, 'This listing is not ready to publish yet: see what is missing.');
    }
    await repo.insertAudit(trx, {
      actorId: user.id, action: `listing.${event}`, listingId: id, at: now,
      details: { from: row.status, to: t.to, reason: reason ?? null, ...(event === 'submit' ? { review: mode } : {}), ...(opts.byBan ? { ban: true } : {}) },
    });
    if (t.to === null) {
      await repo.deleteListing(trx, id);
      return { from: row.status, to: null, title: row.title };
    }
    const columns: ListingColumns = {
      status: t.to,
      // Shown to the host: why it was rejected or suspended. Anything else clears it.
      status_reason: event === 'reject' || event === 'suspend' ? reason ?? null : null,
      status_before_suspension: event === 'suspend' ? (row.status as Exclude<ListingStatus, 'suspended'>) : null,
      updated_at: now,
    };
    if (event === 'submit') columns.submitted_at = now;
    if (t.to === 'published' && !row.published_at) columns.published_at = now;
    if (event === 'suspend' || event === 'restore') columns.suspended_by_ban = event === 'suspend' && !!opts.byBan;
    await repo.updateListing(trx, id, columns);
    const type = listingEventType(row.status, t.to);
    if (type) {
      await queueWebhookEvent(trx, {
        type, hostId: row.host_id, at: now,
        data: { listingId: id, title: row.title, status: t.to, previousStatus: row.status, url: `${deps.config.publicUrl}/listings/${id}` },
      });
    }
    return { from: row.status, to: t.to, title: row.title };
  }
}

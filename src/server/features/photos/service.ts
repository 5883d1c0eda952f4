import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import type { PhotoView } from '../../../contract/photos.js';
import type { PhotoOrderSchema, PhotoPatchSchema } from '../../../contract/hosting.js';
import { PUBLISH_RULES } from '../../../domain/listing/completeness.js';
import type { ListingStatus } from '../../../domain/listing/states.js';
import { AppError, notFound } from '../../http/errors.js';
import type { PhotoStorage } from '../../storage/index.js';
import type { SessionUser } from '../auth/session.js';
import { listingForManager } from '../hosting/index.js';
import { collectOrphan } from './orphans.js';
import * as repo from './repo.js';
import { photoStorage } from './storage.js';
import { toPhotoView } from './view.js';

/** Caption, alt text, order and deletion of a listing's photos: its host only (404 for anyone else, whatever the id). */

const photoNotFound = () => notFound('That photo');
const invalid = (message: string, details: Record<string, string>) => new AppError('VALIDATION_FAILED', message, details);

/**
 * Listings a guest has seen or may see keep SPEC §5's 5 photos: the ones waiting for review,
 * published or unlisted, and a suspended one (an operator restores it to where it was). A draft
 * may have any number.
 */
const KEEPS_ITS_PHOTOS: ReadonlySet<ListingStatus> = new Set(['pending_review', 'published', 'unlisted', 'suspended']);
const STATUS_NAME: Record<ListingStatus, string> = {
  draft: 'draft', pending_review: 'submitted', published: 'published', unlisted: 'unlisted', suspended: 'suspended',
};

export async function editPhoto(
  deps: Deps, user: SessionUser, listingId: string, photoId: string, patch: z.infer<typeof PhotoPatchSchema>,
): Promise<PhotoView> {
  return deps.database.db.transaction().execute(async (trx) => {
    await listingForManager(trx, user, listingId, { forUpdate: true });
    const set = {
      ...(patch.caption !== undefined ? { caption: patch.caption } : {}),
      ...(patch.alt !== undefined ? { alt_text: patch.alt } : {}),
    };
    const row = Object.keys(set).length ? await repo.updatePhotoText(trx, listingId, photoId, set) : await repo.findPhoto(trx, listingId, photoId);
    if (!row) throw photoNotFound();
    if (Object.keys(set).length) await repo.touchListing(trx, listingId, deps.now());
    return toPhotoView(deps.config, row);
  });
}

/** Every photo of the listing, in the new order: the first is the cover. */
export async function reorderPhotos(
  deps: Deps, user: SessionUser, listingId: string, body: z.infer<typeof PhotoOrderSchema>,
): Promise<{ photos: PhotoView[] }> {
  return deps.database.db.transaction().execute(async (trx) => {
    await listingForManager(trx, user, listingId, { forUpdate: true });
    const current = await repo.listPhotos(trx, listingId);
    const known = new Set(current.map((p) => p.id));
    const given = new Set(body.photoIds);
    const foreign = body.photoIds.filter((id) => !known.has(id));
    if (foreign.length) {
      throw invalid('Some of those photos are not in this listing.', { photoIds: `not photos of this listing: ${foreign.slice(0, 5).join(', ')}` });
    }
    const missing = current.filter((p) => !given.has(p.id)).map((p) => p.id);
    if (missing.length) {
      throw invalid('List every photo of the listing, in the new order.', { photoIds: `must list every photo of this listing; missing: ${missing.slice(0, 5).join(', ')}` });
    }
    await repo.setOrder(trx, listingId, body.photoIds);
    await repo.touchListing(trx, listingId, deps.now());
    return { photos: (await repo.listPhotos(trx, listingId)).map((p) => toPhotoView(deps.config, p)) };
  });
}

/**
 * Deletes a photo; the others move up, so the next becomes the cover when the cover goes. Its
 * files are removed once the row is gone (and by the sweep, should that fail).
 */
export async function deletePhoto(
  deps: Deps, user: SessionUser, listingId: string, photoId: string, storage: PhotoStorage = photoStorage(deps.config),
): Promise<{ photos: PhotoView[] }> {
  const { result, storageKey } = await deps.database.db.transaction().execute(async (trx) => {
    const listing = await listingForManager(trx, user, listingId, { forUpdate: true });
    if (!(await repo.findPhoto(trx, listingId, photoId))) throw photoNotFound();
    const count = await repo.countPhotos(trx, listingId);
    const status = listing.status as ListingStatus;
    const min = PUBLISH_RULES.photos;
    if (KEEPS_ITS_PHOTOS.has(status) && count - 1 < min) {
      throw new AppError('LISTING_INCOMPLETE', `A ${STATUS_NAME[status]} listing needs at least ${min} photos: add another before deleting this one.`, {
        photos: `at least ${min} photos (${count} now)`,
      });
    }
    const gone = await repo.deletePhoto(trx, listingId, photoId);
    await repo.touchListing(trx, listingId, deps.now());
    return { result: { photos: (await repo.listPhotos(trx, listingId)).map((p) => toPhotoView(deps.config, p)) }, storageKey: gone!.storage_key };
  });
  await collectOrphan(deps, storage, storageKey, null).catch((err) => deps.log.warn({ err, storageKey }, 'removing a deleted photo\'s files failed; the sweep will'));
  return result;
}

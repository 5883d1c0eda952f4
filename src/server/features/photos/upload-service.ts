import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Deps } from '../../deps.js';
import type { PhotoView } from '../../../contract/photos.js';
import { PHOTO_LIMITS, PhotoPatchSchema } from '../../../contract/hosting.js';
import { parseOrThrow } from '../../http/validate.js';
import type { PhotoStorage } from '../../storage/index.js';
import type { SessionUser } from '../auth/session.js';
import { listingForManager } from '../hosting/index.js';
import { inspectPhoto } from './inspect.js';
import { collectOrphan, UPLOAD_GRACE_MS } from './orphans.js';
import { storePhotoVariants, UndecodablePhotoError } from './pipeline.js';
import { photoWork } from './queue.js';
import { receivePhoto, type ReceivedPhoto } from './receive.js';
import * as repo from './repo.js';
import { PROCESS_ID } from './process-mark.js';
import { photoStorage } from './storage.js';
import { tooManyPhotos, unreadablePhoto } from './upload-errors.js';
import { toPhotoView } from './view.js';

const MAX = PHOTO_LIMITS.perListing;

/**
 * `POST /listings/:id/photos`: the host's listing only (404 for anyone else's, before a byte of the
 * body is read), then the upload streamed to a temporary file and judged by its bytes and its
 * header, then processed in turn with other uploads, then saved. All or nothing: a photo that
 * fails anywhere leaves no row and no files (see `saveUpload`).
 */
export async function uploadPhoto(
  deps: Deps, user: SessionUser, listingId: string, req: Request, opts: { incoming?: Readable; storage?: PhotoStorage } = {},
): Promise<PhotoView> {
  const storage = opts.storage ?? photoStorage(deps.config);
  const { db } = deps.database;
  await listingForManager(db, user, listingId);
  // Checked again, under the listing's lock, when the photo is saved; this only spares the upload.
  if ((await repo.countPhotos(db, listingId)) >= MAX) throw tooManyPhotos(MAX);

  const upload = await receivePhoto(req, deps.config.dataDir, { incoming: opts.incoming });
  try {
    const text = parseOrThrow(PhotoPatchSchema, upload.fields);
    const size = await inspectPhoto(upload.file, upload.type);
    deps.log.debug({ listingId, bytes: upload.bytes, type: upload.type, ...size }, 'photo upload received');
    return await photoWork.run(() => saveUpload(deps, user, listingId, upload, text, storage));
  } finally {
    await upload.discard();
  }
}

/**
 * Notes the new storage key in the journal, writes the variants, then in one transaction (the
 * listing locked, so two uploads at once take turns for the next position) checks the limit,
 * claims the key and inserts the row. On any failure the files are removed at once; after a crash
 * the sweep removes them (orphans.ts).
 */
async function saveUpload(
  deps: Deps, user: SessionUser, listingId: string, upload: ReceivedPhoto, text: { caption?: string; alt?: string }, storage: PhotoStorage,
): Promise<PhotoView> {
  const { db } = deps.database;
  const storageKey = `up-${randomBytes(16).toString('hex')}`;
  await repo.noteUpload(db, storageKey, new Date(deps.now().getTime() + UPLOAD_GRACE_MS), PROCESS_ID);
  try {
    const processed = await storePhotoVariants(storage, storageKey, upload.file).catch((err) => {
      throw err instanceof UndecodablePhotoError ? unreadablePhoto() : err;
    });
    const row = await db.transaction().execute(async (trx) => {
      await listingForManager(trx, user, listingId, { forUpdate: true });
      const position = await repo.countPhotos(trx, listingId);
      if (position >= MAX) throw tooManyPhotos(MAX);
      if (!(await repo.claimUpload(trx, storageKey))) throw new Error(`photo upload ${storageKey} outlived its grace period`);
      const photo = {
        id: `ph_${randomUUID().replaceAll('-', '')}`,
        listing_id: listingId,
        position,
        caption: text.caption ?? '',
        alt_text: text.alt ?? '',
        width: processed.width,
        height: processed.height,
        storage_key: storageKey,
        variants: processed.variants,
        placeholder: processed.placeholder,
      };
      await repo.insertPhoto(trx, photo);
      await repo.touchListing(trx, listingId, deps.now());
      return photo;
    });
    return toPhotoView(deps.config, row);
  } catch (err) {
    await collectOrphan(deps, storage, storageKey, null).catch((e) => deps.log.error({ err: e, storageKey }, 'removing a failed upload\'s files failed; the sweep will'));
    throw err;
  }
}

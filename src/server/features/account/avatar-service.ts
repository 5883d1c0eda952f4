import type { Readable } from 'node:stream';
import type { Me } from '../../../contract/auth.js';
import { AVATAR_LIMITS } from '../../../contract/profiles.js';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { inspectPhoto, photoWork, receivePhoto, releaseKey, removeReleased, storeUnderNewKey } from '../photos/index.js';
import { avatarUrlOf } from './avatar-view.js';
import { storeAvatarSizes } from './avatar-image.js';
import * as repo from './repo.js';
import { me } from './service.js';

/**
 * `POST /me/avatar` through the photo upload pipeline: streamed to a temporary file (413 past the
 * limit), judged by its bytes (415 for an SVG, a PDF…), its size read from the header (400), then
 * re-encoded in turn with other uploads under a fresh key, so every URL stays cacheable for ever.
 * The previous picture's files are released and removed.
 */
export async function setAvatar(deps: Deps, who: SessionUser, req: Request, incoming?: Readable): Promise<Me> {
  const upload = await receivePhoto(req, deps.config.dataDir, { incoming, maxBytes: AVATAR_LIMITS.maxBytes, fields: [] });
  let previous: string | null = null;
  try {
    const side = AVATAR_LIMITS.minSide;
    await inspectPhoto(upload.file, upload.type, { minWidth: side, minHeight: side, maxPixels: AVATAR_LIMITS.maxPixels });
    await photoWork.run(() => storeUnderNewKey(deps, 'av', (storage, key) => storeAvatarSizes(storage, key, upload.file), async (trx, key) => {
      previous = await repo.lockAvatarKey(trx, who.id);
      await repo.setAvatar(trx, who.id, { key, url: avatarUrlOf(key) }, deps.now());
      if (previous) await releaseKey(trx, previous);
    }));
  } finally {
    await upload.discard();
  }
  if (previous) await removeReleased(deps, previous);
  return me(deps, who);
}

/** Takes the avatar away (profiles show initials again) and removes its files. */
export async function removeAvatar(deps: Deps, who: SessionUser): Promise<Me> {
  const previous = await deps.database.db.transaction().execute(async (trx) => {
    const key = await repo.lockAvatarKey(trx, who.id);
    await repo.setAvatar(trx, who.id, null, deps.now());
    if (key) await releaseKey(trx, key);
    return key;
  });
  if (previous) await removeReleased(deps, previous);
  return me(deps, who);
}

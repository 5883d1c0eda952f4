import { randomBytes } from 'node:crypto';
import type { Me } from '../../../contract/auth.js';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { photoStorage } from '../photos/storage.js';
import { avatarUrlOf } from './avatar-view.js';
import { inspectAvatar, storeAvatarSizes } from './avatar-image.js';
import { me } from './service.js';

/**
 * Sets the member's avatar: checked by its bytes and header, re-encoded into square sizes under a
 * fresh key (so every URL stays cacheable for ever), then pointed at. The previous picture's
 * files are not yet removed: photo storage gains a remove call with the photo upload work.
 */
export async function setAvatar(deps: Deps, who: SessionUser, picture: Buffer): Promise<Me> {
  await inspectAvatar(picture);
  const key = `av-${randomBytes(16).toString('hex')}`;
  await storeAvatarSizes(photoStorage(deps.config), key, picture);
  await deps.database.db.updateTable('users')
    .set({ avatar_key: key, avatar_url: avatarUrlOf(key), updated_at: deps.now() })
    .where('id', '=', who.id).execute();
  return me(deps, who);
}

/** Takes the avatar away: profiles show initials again. */
export async function removeAvatar(deps: Deps, who: SessionUser): Promise<Me> {
  await deps.database.db.updateTable('users')
    .set({ avatar_key: null, avatar_url: null, updated_at: deps.now() })
    .where('id', '=', who.id).execute();
  return me(deps, who);
}

import { AVATAR_SIZES } from '../../../contract/profiles.js';
import { servedPhotoPath } from '../photos/view.js';

/**
 * An uploaded avatar's stored sizes as URLs, ascending; none without an uploaded avatar. Avatars are
 * served by this server whatever PHOTO_CDN_URL says: their URL is kept in the member's row
 * (`avatar_url`, which sign-in providers fill with their own), so it must not change with a setting.
 */
export function avatarSources(key: string | null): { w: number; url: string }[] {
  return key ? AVATAR_SIZES.map((w) => ({ w, url: servedPhotoPath(key, w) })) : [];
}

/** The URL shown wherever one avatar is shown (lists, cards, the profile): the largest size. */
export function avatarUrlOf(key: string): string {
  return servedPhotoPath(key, AVATAR_SIZES[AVATAR_SIZES.length - 1]);
}

import { AVATAR_SIZES } from '../../../contract/profiles.js';
import { photoUrl } from '../photos/view.js';

/** An uploaded avatar's stored sizes as URLs, ascending; none without an uploaded avatar. */
export function avatarSources(key: string | null): { w: number; url: string }[] {
  return key ? AVATAR_SIZES.map((w) => ({ w, url: photoUrl(key, w) })) : [];
}

/** The URL shown wherever one avatar is shown (lists, cards, the profile): the largest size. */
export function avatarUrlOf(key: string): string {
  return photoUrl(key, AVATAR_SIZES[AVATAR_SIZES.length - 1]);
}

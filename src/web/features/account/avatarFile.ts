import { AVATAR_LIMITS } from '../../../contract/profiles';

/** What a browser may call the pictures the server takes (it judges the bytes again). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/**
 * Why a picked file need not be sent at all: too big, or plainly not a photo. An unknown type
 * (some systems give none for AVIF) is left to the server, which reads the bytes.
 */
export function avatarFileProblem(file: { size: number; type: string }): 'tooLarge' | 'wrongType' | null {
  if (file.size > AVATAR_LIMITS.maxBytes) return 'tooLarge';
  if (file.type && !(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  return null;
}

/** "23.4 MB": a file's size for the sentence that says it is too big. */
export function fileSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`;
}

import type { PhotoView } from '../../../contract/photos.js';
import type { Config } from '../../config.js';
import { parseDemoStorageKey } from './scenes/index.js';

export type PhotoRow = {
  id: string;
  width: number;
  height: number;
  alt_text: string;
  caption: string;
  placeholder: string;
  storage_key: string;
  variants: number[];
};

/** Where browsers fetch listing photos: PHOTO_CDN_URL when set, else this server. */
export type PhotoMedia = Pick<Config, 'photoCdnUrl'>;

/** This server's own address of a variant, which answers whatever the storage (routes.ts). */
export function servedPhotoPath(storageKey: string, width: number): string {
  return `/media/photos/${storageKey}/${width}.webp`;
}

/**
 * A variant's URL for browsers: `<PHOTO_CDN_URL>/<key>/<width>.webp` when a CDN is set, else this
 * server's. Demo photos stay on this server: it draws their variants on first request, which a
 * CDN reading the bucket could not (docs/decisions/0036-photos-in-object-storage.md).
 */
export function photoUrl(media: PhotoMedia, storageKey: string, width: number): string {
  if (media.photoCdnUrl && !parseDemoStorageKey(storageKey)) return `${media.photoCdnUrl}/${storageKey}/${width}.webp`;
  return servedPhotoPath(storageKey, width);
}

/**
 * A photos row as the web app sees it: every stored width up to `maxWidth` as a WebP URL,
 * ascending (the smallest stored one when none is that small). Cards ask for CARD_MAX_WIDTH: a
 * search answer's 24 cards then carry two URLs per photo instead of four (a sixth of its bytes).
 */
export function toPhotoView(media: PhotoMedia, row: PhotoRow, maxWidth = Infinity): PhotoView {
  const stored = [...new Set(row.variants.map(Number))].sort((a, b) => a - b);
  const fit = stored.filter((w) => w <= maxWidth);
  const widths = fit.length ? fit : stored.slice(0, 1);
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    alt: row.alt_text,
    caption: row.caption,
    placeholder: row.placeholder,
    sources: widths.map((w) => ({ w, url: photoUrl(media, row.storage_key, w) })),
  };
}

/**
 * A photo as guests see it. Hosts may leave alt text empty (the editor asks for it, and shows
 * which photos still lack it), but a guest's screen reader must never meet a photo with no name:
 * the caption stands in, else the listing's title and the photo's place in the gallery.
 */
export function forGuests(view: PhotoView, title: string, index: number): PhotoView {
  if (view.alt.trim()) return view;
  return { ...view, alt: view.caption.trim() || `${title}, photo ${index + 1}` };
}

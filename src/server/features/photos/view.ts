import type { PhotoView } from '../../../contract/photos.js';

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

export function photoUrl(storageKey: string, width: number): string {
  return `/media/photos/${storageKey}/${width}.webp`;
}

/** A photos row as the web app sees it: every stored width as a WebP URL, ascending. */
export function toPhotoView(row: PhotoRow): PhotoView {
  const widths = [...new Set(row.variants.map(Number))].sort((a, b) => a - b);
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    alt: row.alt_text,
    caption: row.caption,
    placeholder: row.placeholder,
    sources: widths.map((w) => ({ w, url: photoUrl(row.storage_key, w) })),
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

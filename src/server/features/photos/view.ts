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

import type { PhotoView } from '../../../contract/photos';

/** Every stored width, for the browser to choose from with `sizes`. */
export function srcSet(photo: Pick<PhotoView, 'sources'>): string {
  return photo.sources.map((s) => `${s.url} ${s.w}w`).join(', ');
}

/** The fallback `src`: the smallest source at least `width` wide, else the largest. */
export function fallbackSrc(photo: Pick<PhotoView, 'sources'>, width = 1024): string | undefined {
  return (photo.sources.find((s) => s.w >= width) ?? photo.sources[photo.sources.length - 1])?.url;
}

/** A placeholder is either a tiny image (data: URI or URL) or a CSS colour. */
export function placeholderStyle(placeholder: string): { backgroundImage?: string; backgroundColor?: string } {
  if (!placeholder) return {};
  return /^(data:|https?:|\/)/.test(placeholder)
    ? { backgroundImage: `url("${placeholder.replace(/"/g, '%22')}")` }
    : { backgroundColor: placeholder };
}

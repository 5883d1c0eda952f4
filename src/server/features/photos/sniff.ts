/**
 * What a file is, judged by its first bytes (its "magic"), never by its name or declared type:
 * a PDF renamed `.jpg` is still a PDF. Pure, so it is tested on bytes alone.
 */

export type PhotoType = 'jpeg' | 'png' | 'webp' | 'avif';

/** Bytes enough to judge every type below (an AVIF's `ftyp` box lists its brands near the start). */
export const SNIFF_BYTES = 256;

export type Sniffed =
  | { ok: true; type: PhotoType }
  /** `what` names the refused kind for the person who sent it ("a PDF document"), when known. */
  | { ok: false; what: string | null };

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
const startsWith = (b: Uint8Array, sig: readonly number[]) => b.length >= sig.length && sig.every((x, i) => b[i] === x);

/** ISO base media files (AVIF, HEIC) open with an `ftyp` box: size, "ftyp", major brand, version, compatible brands. */
function isoBrands(b: Uint8Array): string[] | null {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return null;
  const size = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const end = Math.min(b.length, size >= 16 ? size : 16);
  const brands = [ascii(b, 8, 12)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(b, i, i + 4));
  return brands;
}

/**
 * The photo type of a file from its first bytes (pass at least SNIFF_BYTES when the file has
 * them). Only JPEG, PNG, WebP and AVIF are photos here; for anything else, a name for what it is.
 */
export function sniffPhoto(head: Uint8Array): Sniffed {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ok: true, type: 'jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ok: true, type: 'png' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { ok: true, type: 'webp' };
  const brands = isoBrands(head);
  if (brands) {
    if (brands.some((b) => b === 'avif' || b === 'avis')) return { ok: true, type: 'avif' };
    if (brands.some((b) => /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(b))) return { ok: false, what: 'a HEIC image' };
    return { ok: false, what: 'a video or other media file' };
  }
  if (ascii(head, 0, 5) === '%PDF-') return { ok: false, what: 'a PDF document' };
  if (ascii(head, 0, 4) === 'GIF8') return { ok: false, what: 'a GIF image' };
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return { ok: false, what: 'a TIFF image' };
  if (ascii(head, 0, 2) === 'BM') return { ok: false, what: 'a BMP image' };
  // SVG is text: skip a byte-order mark and white space, then look for markup.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (text.startsWith('<')) {
    if (text.includes('<svg')) return { ok: false, what: 'an SVG drawing' };
    return { ok: false, what: /^<(\?xml|!--)/.test(text) ? 'an XML or SVG file' : 'a web page or other markup' };
  }
  return { ok: false, what: null };
}

export const PHOTO_TYPE_NAMES = 'a JPEG, PNG, WebP or AVIF image';

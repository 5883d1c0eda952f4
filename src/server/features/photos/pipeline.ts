import sharp, { type Sharp } from 'sharp';
import { PHOTO_WIDTHS } from '../../../contract/photos.js';
import type { PhotoStorage } from '../../storage/index.js';

export type ProcessedPhoto = {
  width: number;
  height: number;
  /** Stored widths, ascending. */
  variants: number[];
  placeholder: string;
};

/** The widths to keep for an original this wide: never upscale; tiny originals keep their own width. */
export function variantWidths(originalWidth: number): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w <= originalWidth);
  return widths.length ? [...widths] : [originalWidth];
}

/**
 * Re-encodes an upload into WebP variants and stores them. Orientation is applied to the pixels
 * first; sharp writes no EXIF, XMP, IPTC or ICC unless asked, so camera and location data are gone.
 */
export async function storePhotoVariants(storage: PhotoStorage, storageKey: string, input: Buffer): Promise<ProcessedPhoto> {
  const open = () => sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
  const meta = await sharp(input).metadata();
  // EXIF orientations 5–8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height! : meta.width!;
  const height = turned ? meta.width! : meta.height!;
  const variants = variantWidths(width);
  for (const w of variants) {
    const out = await open().resize({ width: w }).toColourspace('srgb').webp({ quality: w <= 640 ? 78 : 82 }).toBuffer();
    await storage.put(storageKey, w, out);
  }
  return { width, height, variants, placeholder: await placeholderOf(open()) };
}

export async function placeholderOf(image: Sharp): Promise<string> {
  const buf = await image.resize({ width: 16 }).blur(0.6).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${buf.toString('base64')}`;
}

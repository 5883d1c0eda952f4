import sharp, { type Metadata } from 'sharp';
import { PHOTO_LIMITS } from '../../../contract/hosting.js';
import type { PhotoType } from './sniff.js';
import { invalidUpload, notAPhoto, unreadablePhoto } from './upload-errors.js';

export type PhotoSize = { width: number; height: number };

const invalid = (message: string, file: string) => invalidUpload(message, { file });

/** sharp's name for each type's decoder (AVIF is decoded by libheif, as an AV1-compressed HEIF). */
const DECODER: Record<PhotoType, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

/**
 * The picture's size as it is shown (EXIF orientation applied), read from the file's header
 * alone: nothing is decoded, so a 30 000 × 30 000 "decompression bomb" of a few kilobytes is
 * refused in a millisecond with no memory spent on its pixels. SPEC §5's limits, upright: at least
 * 800 × 600, and a portrait picture at least 600 × 800 (longer side ≥ 800, shorter ≥ 600); at most
 * 100 megapixels. Other pictures (an avatar) pass their own `limits`.
 */
export async function inspectPhoto(
  file: string, type: PhotoType,
  limits: { minWidth: number; minHeight: number; maxPixels: number } = PHOTO_LIMITS,
): Promise<PhotoSize> {
  let meta: Metadata;
  try {
    // No pixel limit here: the header is all that is read, and the limit below gives the clearer message.
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadablePhoto();
  }
  if (meta.format !== DECODER[type]) throw unreadablePhoto();
  // A HEIF whose pixels are HEVC, not AV1, is a HEIC photo that merely claims the AVIF brand.
  if (type === 'avif' && meta.compression !== 'av1') throw notAPhoto('a HEIC image');
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw unreadablePhoto();

  const megapixels = (width * height) / 1e6;
  if (width * height > limits.maxPixels) {
    const max = limits.maxPixels / 1e6;
    throw invalid(
      `That photo is ${width} × ${height} pixels (${Math.round(megapixels)} megapixels): the most is ${max} megapixels.`,
      `is ${Math.round(megapixels)} megapixels; the most is ${max}`,
    );
  }
  const { minWidth, minHeight } = limits;
  if (Math.max(width, height) < minWidth || Math.min(width, height) < minHeight) {
    const upright = minWidth === minHeight ? '' : ` (or ${minHeight} × ${minWidth} upright)`;
    throw invalid(
      `That photo is ${width} × ${height} pixels: photos must be at least ${minWidth} × ${minHeight}${upright}.`,
      `is ${width} × ${height} pixels; the smallest is ${minWidth} × ${minHeight}`,
    );
  }
  return { width, height };
}

import sharp, { type Metadata } from 'sharp';
import { AVATAR_LIMITS, AVATAR_SIZES } from '../../../contract/profiles.js';
import { AppError } from '../../http/errors.js';
import type { PhotoStorage } from '../../storage/index.js';

/**
 * An avatar picture, judged by its bytes and header and stored as square WebP copies. Like listing
 * photos it is re-encoded: orientation applied to the pixels, no EXIF, XMP, IPTC or ICC written,
 * so camera and location data are gone; the original is never kept.
 */

const TYPES = 'a JPEG, PNG, WebP or AVIF image';
const notAPicture = (what?: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', `That file is not ${TYPES}.`, { file: what ? `is ${what}, not ${TYPES}` : `is not ${TYPES}` });
const invalid = (message: string, file: string) => new AppError('VALIDATION_FAILED', message, { file });

/** sharp's names of the formats taken (AVIF is an AV1-compressed HEIF). */
const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * The picture's size as shown, from its header alone (nothing decoded, so a few-kilobyte
 * "decompression bomb" costs nothing). Markup (SVG, HTML) is refused before any decoder sees it.
 */
export async function inspectAvatar(input: Buffer): Promise<{ width: number; height: number }> {
  const head = input.subarray(0, 256).toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart();
  if (head.startsWith('<')) throw notAPicture(/<svg/i.test(head) ? 'an SVG drawing' : 'markup');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAPicture();
  }
  if (!meta.format || !FORMATS.has(meta.format)) throw notAPicture(meta.format ? `a ${meta.format.toUpperCase()} file` : undefined);
  if (meta.format === 'heif' && meta.compression !== 'av1') throw notAPicture('a HEIC image');
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw invalid('That picture could not be read: it may be damaged or incomplete.', 'is damaged or incomplete');
  if (width * height > AVATAR_LIMITS.maxPixels) {
    throw invalid(`That picture is ${width} × ${height} pixels: the most is ${AVATAR_LIMITS.maxPixels / 1e6} megapixels.`, 'has too many pixels');
  }
  if (Math.min(width, height) < AVATAR_LIMITS.minSide) {
    const min = AVATAR_LIMITS.minSide;
    throw invalid(`That picture is ${width} × ${height} pixels: a profile photo must be at least ${min} × ${min}.`, `is smaller than ${min} × ${min}`);
  }
  return { width, height };
}

/**
 * Decodes the picture once, to the largest square (cropped around what libvips finds most
 * interesting, usually the face), and stores every size from those pixels.
 */
export async function storeAvatarSizes(storage: PhotoStorage, storageKey: string, input: Buffer): Promise<void> {
  const largest = AVATAR_SIZES[AVATAR_SIZES.length - 1];
  let pixels;
  try {
    pixels = await sharp(input, { failOn: 'error', limitInputPixels: AVATAR_LIMITS.maxPixels })
      .autoOrient()
      .resize(largest, largest, { fit: 'cover', position: sharp.strategy.attention })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalid('That picture could not be read: it may be damaged or incomplete.', 'is damaged or incomplete');
  }
  const { data, info } = pixels;
  for (const size of AVATAR_SIZES) {
    let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (size !== info.width) image = image.resize(size, size);
    await storage.put(storageKey, size, await image.webp({ quality: 82, effort: 2 }).toBuffer());
  }
}

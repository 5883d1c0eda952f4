import sharp from 'sharp';
import { AVATAR_LIMITS, AVATAR_SIZES } from '../../../contract/profiles.js';
import { AppError } from '../../http/errors.js';
import type { PhotoStorage } from '../../storage/index.js';

/**
 * Square WebP copies of an avatar picture (already judged by its bytes and header by the photo
 * upload pipeline). Like listing photos it is re-encoded: orientation applied to the pixels, no
 * EXIF, XMP, IPTC or ICC written, so camera and location data are gone; the original is not kept.
 * Decoded once, to the largest square (cropped around what libvips finds most interesting, usually
 * the face); every size is made from those pixels.
 */
export async function storeAvatarSizes(storage: PhotoStorage, storageKey: string, input: Buffer | string): Promise<void> {
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
    throw new AppError('VALIDATION_FAILED', 'That picture could not be read: it may be damaged or incomplete.', { file: 'is damaged or incomplete' });
  }
  const { data, info } = pixels;
  for (const size of AVATAR_SIZES) {
    let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (size !== info.width) image = image.resize(size, size);
    await storage.put(storageKey, size, await image.webp({ quality: 82, effort: 2 }).toBuffer());
  }
}

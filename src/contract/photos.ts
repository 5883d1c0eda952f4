import { z } from 'zod';

/** A photo as the web app receives it: every stored width as a WebP URL, for srcset. */
export const PhotoViewSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  caption: z.string(),
  /** A tiny data: URI image (or CSS colour) shown, blurred, while the photo loads. */
  placeholder: z.string(),
  /** Ascending by width. Listing cards carry only widths <= CARD_MAX_WIDTH (the smallest stored when none is); the gallery gets all. */
  sources: z.array(z.object({ w: z.number().int(), url: z.string() })),
});
export type PhotoView = z.infer<typeof PhotoViewSchema>;

/** The widths every photo is stored at (WebP). Cards: 320/640. Full size: 1024/1600. */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
export const CARD_MAX_WIDTH = 640;

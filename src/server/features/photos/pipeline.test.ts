import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../storage/index.js';
import { storePhotoVariants, variantWidths } from './pipeline.js';
import { renderScene } from './scenes/render.js';

async function cameraJpeg(width: number): Promise<Buffer> {
  // A real picture (one of the illustrations), saved as a camera would: JPEG with EXIF and GPS.
  const webp = await renderScene('cabin', 12345, 1600);
  return sharp(webp)
    .resize({ width, height: Math.round((width * 3) / 4), fit: 'fill' })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Roost 1', Copyright: 'someone' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '34/1 54/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '56/1 9/1 0/1' },
    })
    .toBuffer();
}

describe('photo variants', () => {
  it('stores WebP at every configured width up to the original, with metadata stripped', async () => {
    const input = await cameraJpeg(1800);
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.toString('latin1')).toContain('TestCam');

    const storage = memoryStorage();
    const res = await storePhotoVariants(storage, 'upload-abc', input);
    expect(res).toMatchObject({ width: 1800, height: 1350, variants: [320, 640, 1024, 1600] });
    for (const w of res.variants) {
      const buf = await storage.get('upload-abc', w);
      const meta = await sharp(buf!).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(w);
      expect(meta.height).toBe(Math.round((w * 3) / 4));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(buf!.toString('latin1')).not.toContain('TestCam');
    }
    expect(res.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(res.placeholder.length).toBeLessThan(1000);
  });

  it('never upscales: a 900 px original keeps only the smaller widths', async () => {
    expect(variantWidths(900)).toEqual([320, 640]);
    expect(variantWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(200)).toEqual([200]);
    const storage = memoryStorage();
    const res = await storePhotoVariants(storage, 'small', await cameraJpeg(900));
    expect(res.variants).toEqual([320, 640]);
    expect(await storage.exists('small', 1024)).toBe(false);
  });
});

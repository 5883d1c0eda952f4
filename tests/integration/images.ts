import zlib from 'node:zlib';
import sharp from 'sharp';

/** Real image files for upload tests, made by sharp (or, for the decompression bomb, by hand). */

/** GPS latitude 34° 54' 30" as EXIF writes it: three rationals, big-endian. Stripped copies must not hold these bytes. */
export const GPS_LATITUDE_BYTES = Buffer.from([0, 0, 0, 34, 0, 0, 0, 1, 0, 0, 0, 54, 0, 0, 0, 1, 0, 0, 0, 30, 0, 0, 0, 1]);

/** A picture with grain (so encoders work as on a photograph), `width` × `height`. */
export function picture(width: number, height: number, colour = '#3b7a57') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{
      input: { create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } },
      blend: 'soft-light',
    }]);
}

/**
 * A camera JPEG stored sideways: `width` × `height` pixels, left half red and right half blue, with
 * EXIF orientation 6 (shown turned a quarter clockwise, so the red half is on top), the camera's
 * make and model and a GPS position.
 */
export async function sidewaysCameraJpeg(width = 1800, height = 1350): Promise<Buffer> {
  const red = await sharp({ create: { width: width / 2, height, channels: 3, background: '#d00000' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000d0' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Roost 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '34/1 54/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '56/1 9/1 0/1' },
    })
    .toBuffer();
}

export const jpeg = (w = 1200, h = 900) => picture(w, h).jpeg({ quality: 85 }).toBuffer();
export const png = (w = 1000, h = 750) => picture(w, h).png().toBuffer();
export const webp = (w = 1000, h = 750) => picture(w, h).webp().toBuffer();
export const avif = (w = 1000, h = 750) => picture(w, h).avif({ effort: 0 }).toBuffer();

export const svgWithScript = () =>
  Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><script>alert(document.cookie)</script><rect width="1600" height="1200"/></svg>');

export const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function crc32(b: Buffer): number {
  let c = ~0;
  for (const x of b) {
    c ^= x;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A valid black 1-bit PNG of `side` × `side` pixels: ~110 KB on disk for 30 000 × 30 000, but
 * 900 megapixels (2.7 GB as RGB) once decoded: a decompression bomb.
 */
export async function decompressionBomb(side = 30_000): Promise<Buffer> {
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then the row's bits
  const deflate = zlib.createDeflate({ level: 6 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const rows = Buffer.concat(Array.from({ length: 64 }, () => row));
  for (let y = 0; y < side; y += 64) {
    if (!deflate.write(y + 64 <= side ? rows : rows.subarray(0, (side - y) * row.length))) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr), pngChunk('IDAT', Buffer.concat(out)), pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

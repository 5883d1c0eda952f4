import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sniffPhoto } from './sniff.js';

const head = (b: Buffer | string) => new Uint8Array(Buffer.from(b).subarray(0, SNIFF_BYTES));
const img = () => sharp({ create: { width: 16, height: 12, channels: 3, background: '#0f766e' } });

/** An ISO-BMFF `ftyp` box with these brands, as AVIF and HEIC files open. */
function ftyp(major: string, compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const b = Buffer.alloc(size);
  b.writeUInt32BE(size, 0);
  b.write('ftyp', 4, 'latin1');
  b.write(major, 8, 'latin1');
  compatible.forEach((c, i) => b.write(c, 16 + 4 * i, 'latin1'));
  return Buffer.concat([b, Buffer.alloc(32)]);
}

describe('sniffPhoto: the type by content, not by name', () => {
  it('knows the four photo types sharp writes', async () => {
    expect(sniffPhoto(head(await img().jpeg().toBuffer()))).toEqual({ ok: true, type: 'jpeg' });
    expect(sniffPhoto(head(await img().png().toBuffer()))).toEqual({ ok: true, type: 'png' });
    expect(sniffPhoto(head(await img().webp().toBuffer()))).toEqual({ ok: true, type: 'webp' });
    expect(sniffPhoto(head(await img().avif({ effort: 0 }).toBuffer()))).toEqual({ ok: true, type: 'avif' });
  });

  it('takes an AVIF by a compatible brand, and refuses HEIC', () => {
    expect(sniffPhoto(head(ftyp('mif1', ['mif1', 'avif', 'miaf'])))).toEqual({ ok: true, type: 'avif' });
    expect(sniffPhoto(head(ftyp('heic', ['mif1', 'heic'])))).toEqual({ ok: false, what: 'a HEIC image' });
    expect(sniffPhoto(head(ftyp('isom', ['isom', 'mp41'])))).toEqual({ ok: false, what: 'a video or other media file' });
  });

  it('names what it refuses', async () => {
    expect(sniffPhoto(head('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toEqual({ ok: false, what: 'a PDF document' });
    expect(sniffPhoto(head(await img().gif().toBuffer()))).toEqual({ ok: false, what: 'a GIF image' });
    expect(sniffPhoto(head(await img().tiff().toBuffer()))).toEqual({ ok: false, what: 'a TIFF image' });
    const svg = '\uFEFF  <?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(sniffPhoto(head(svg))).toEqual({ ok: false, what: 'an SVG drawing' });
    expect(sniffPhoto(head('<svg onload="alert(1)"/>'))).toEqual({ ok: false, what: 'an SVG drawing' });
    expect(sniffPhoto(head('<!doctype html><html><body>'))).toEqual({ ok: false, what: 'a web page or other markup' });
    expect(sniffPhoto(head('just some text'))).toEqual({ ok: false, what: null });
  });

  it('needs the whole signature: a few bytes of one are not enough', () => {
    expect(sniffPhoto(new Uint8Array([0xff, 0xd8]))).toEqual({ ok: false, what: null });
    expect(sniffPhoto(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toEqual({ ok: false, what: null });
    expect(sniffPhoto(head('RIFF\0\0\0\0WAVE'))).toEqual({ ok: false, what: null });
    expect(sniffPhoto(new Uint8Array())).toEqual({ ok: false, what: null });
  });
});

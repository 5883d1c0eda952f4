import { describe, expect, it } from 'vitest';
import { PMTiles, zxyToTileId as referenceTileId, type Source, type RangeResponse } from 'pmtiles';
import { PmtilesWriter, zxyToTileId } from './pmtiles-writer.js';

/** Serves an in-memory archive to the pmtiles reader, counting the bytes it asks for. */
class BufferSource implements Source {
  requests: Array<[number, number]> = [];
  constructor(private buf: Buffer) {}
  getKey() {
    return 'memory';
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    this.requests.push([offset, length]);
    const slice = this.buf.subarray(offset, offset + length);
    return { data: slice.buffer.slice(slice.byteOffset, slice.byteOffset + slice.byteLength) as ArrayBuffer };
  }
}

const info = { minZoom: 0, maxZoom: 14, bounds: [-180, -85, 180, 85] as [number, number, number, number], center: [0, 0, 0] as [number, number, number], metadata: { name: 'test', attribution: 'x' } };
const payload = (z: number, x: number, y: number) => new TextEncoder().encode(`tile ${z}/${x}/${y}`);
const text = (data: ArrayBuffer) => new TextDecoder().decode(data);

describe('zxyToTileId', () => {
  it('matches the reference Hilbert numbering', () => {
    for (const [z, x, y] of [[0, 0, 0], [1, 1, 0], [3, 5, 2], [7, 43, 77], [12, 1408, 2471], [15, 11287, 19773]] as const) {
      expect(zxyToTileId(z, x, y)).toBe(referenceTileId(z, x, y));
    }
  });
  it('rejects tiles outside their zoom level', () => {
    expect(() => zxyToTileId(2, 4, 0)).toThrow();
  });
});

describe('PmtilesWriter', () => {
  it('writes an archive the pmtiles reader reads back: header, metadata, tiles, gaps', async () => {
    const w = new PmtilesWriter();
    const written: Array<[number, number, number]> = [[0, 0, 0], [1, 0, 1], [1, 1, 1], [2, 3, 3], [5, 17, 9]];
    for (const [z, x, y] of written) w.addTile(z, x, y, payload(z, x, y));
    const archive = new PMTiles(new BufferSource(w.finish({ ...info, maxZoom: 5 })));

    const header = await archive.getHeader();
    expect(header.specVersion).toBe(3);
    expect(header.maxZoom).toBe(5);
    expect(header.numAddressedTiles).toBe(written.length);
    expect(header.tileCompression).toBe(2);
    expect(await archive.getMetadata()).toEqual(info.metadata);
    for (const [z, x, y] of written) {
      const tile = await archive.getZxy(z, x, y);
      expect(tile && text(tile.data)).toBe(`tile ${z}/${x}/${y}`);
    }
    expect(await archive.getZxy(1, 0, 0)).toBeUndefined();
    expect(await archive.getZxy(5, 17, 10)).toBeUndefined();
  });

  it('stores identical tiles once and reads every copy', async () => {
    const w = new PmtilesWriter();
    const same = new TextEncoder().encode('ocean');
    for (let x = 0; x < 8; x++) for (let y = 0; y < 8; y++) w.addTile(3, x, y, same);
    w.addTile(3, 7, 7, payload(3, 7, 7));
    const buf = w.finish(info);
    const archive = new PMTiles(new BufferSource(buf));
    const header = await archive.getHeader();
    expect(header.numTileContents).toBe(2);
    expect(header.numTileEntries).toBeLessThan(64);
    for (let x = 0; x < 8; x++) for (let y = 0; y < 8; y++) {
      const tile = await archive.getZxy(3, x, y);
      expect(text(tile!.data)).toBe(x === 7 && y === 7 ? 'tile 3/7/7' : 'ocean');
    }
  });

  it('spills into leaf directories when the root would not fit in 16 KiB', async () => {
    const w = new PmtilesWriter();
    const tiles: Array<[number, number, number]> = [];
    // Scattered ids with distinct content defeat run-length encoding and compress poorly.
    let seed = 42;
    const rand = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n;
    const seen = new Set<string>();
    while (tiles.length < 30_000) {
      const [x, y] = [rand(1024), rand(1024)];
      if (seen.has(`${x}/${y}`)) continue;
      seen.add(`${x}/${y}`);
      tiles.push([10, x, y]);
    }
    for (const [z, x, y] of tiles) w.addTile(z, x, y, payload(z, x, y));
    const source = new BufferSource(w.finish(info));
    const archive = new PMTiles(source);
    const header = await archive.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    for (const [z, x, y] of [tiles[0]!, tiles[5000]!, tiles[tiles.length - 1]!]) {
      const tile = await archive.getZxy(z, x, y);
      expect(text(tile!.data)).toBe(`tile ${z}/${x}/${y}`);
    }
    const missing = [...Array(1024).keys()].find((x) => !seen.has(`${x}/0`))!;
    expect(await archive.getZxy(10, missing, 0)).toBeUndefined();
  });
});

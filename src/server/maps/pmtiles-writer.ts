import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * A PMTiles v3 writer (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md).
 * No npm package writes the format, and it is short: a 127-byte header, a gzipped root
 * directory that must fit in the first 16 KiB, optional leaf directories, then tile data.
 * Tiles are addressed by their position on a Hilbert curve per zoom level.
 */

const HEADER_BYTES = 127;
const ROOT_BUDGET = 16_384 - HEADER_BYTES;

export const enum TileType { Mvt = 1 }
export const enum Compression { None = 1, Gzip = 2 }

type Entry = { tileId: number; offset: number; length: number; runLength: number };

/** Hilbert-curve tile id: all tiles of lower zooms come first, then this zoom along the curve. */
export function zxyToTileId(z: number, x: number, y: number): number {
  if (z > 26) throw new Error('zoom above 26 is not addressable with doubles');
  const n = 2 ** z;
  if (x < 0 || y < 0 || x >= n || y >= n) throw new Error(`tile ${z}/${x}/${y} is outside its zoom level`);
  let acc = (n * n - 1) / 3;
  let tx = x;
  let ty = y;
  for (let s = n / 2; s >= 1; s /= 2) {
    const rx = (tx & s) > 0 ? 1 : 0;
    const ry = (ty & s) > 0 ? 1 : 0;
    acc += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        tx = s - 1 - tx;
        ty = s - 1 - ty;
      }
      [tx, ty] = [ty, tx];
    }
  }
  return acc;
}

function pushVarint(out: number[], value: number) {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

function serializeDirectory(entries: Entry[]): Buffer {
  const out: number[] = [];
  pushVarint(out, entries.length);
  let last = 0;
  for (const e of entries) {
    pushVarint(out, e.tileId - last);
    last = e.tileId;
  }
  for (const e of entries) pushVarint(out, e.runLength);
  for (const e of entries) pushVarint(out, e.length);
  entries.forEach((e, i) => {
    const prev = entries[i - 1];
    pushVarint(out, i > 0 && prev && e.offset === prev.offset + prev.length ? 0 : e.offset + 1);
  });
  return gzipSync(Buffer.from(out));
}

/** Root directory, and leaves when the root alone would not fit in the first 16 KiB. */
function buildDirectories(entries: Entry[]): { root: Buffer; leaves: Buffer } {
  const whole = serializeDirectory(entries);
  if (whole.length <= ROOT_BUDGET) return { root: whole, leaves: Buffer.alloc(0) };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const rootEntries: Entry[] = [];
    const leafParts: Buffer[] = [];
    let offset = 0;
    for (let i = 0; i < entries.length; i += leafSize) {
      const chunk = entries.slice(i, i + leafSize);
      const leaf = serializeDirectory(chunk);
      rootEntries.push({ tileId: chunk[0]!.tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const root = serializeDirectory(rootEntries);
    if (root.length <= ROOT_BUDGET) return { root, leaves: Buffer.concat(leafParts) };
  }
}

export type ArchiveInfo = {
  minZoom: number;
  maxZoom: number;
  /** [west, south, east, north] */
  bounds: [number, number, number, number];
  center: [number, number, number];
  metadata: Record<string, unknown>;
};

/**
 * Collects gzip-compressed MVT tiles in memory, then writes one archive. Identical tiles
 * (open ocean, solid land) are stored once; consecutive ids with the same content become a run.
 */
export class PmtilesWriter {
  private tiles = new Map<number, Buffer>();

  /** `data` is an uncompressed MVT tile; it is gzipped here. */
  addTile(z: number, x: number, y: number, data: Uint8Array) {
    this.tiles.set(zxyToTileId(z, x, y), gzipSync(data, { level: 6 }));
  }

  get size() {
    return this.tiles.size;
  }

  finish(info: ArchiveInfo): Buffer {
    const ids = [...this.tiles.keys()].sort((a, b) => a - b);
    const entries: Entry[] = [];
    const dataParts: Buffer[] = [];
    const byHash = new Map<string, { offset: number; length: number }>();
    let dataLength = 0;
    for (const id of ids) {
      const data = this.tiles.get(id)!;
      const hash = createHash('sha1').update(data).digest('base64');
      let where = byHash.get(hash);
      if (!where) {
        where = { offset: dataLength, length: data.length };
        byHash.set(hash, where);
        dataParts.push(data);
        dataLength += data.length;
      }
      const last = entries[entries.length - 1];
      if (last && last.offset === where.offset && last.tileId + last.runLength === id) {
        last.runLength++;
      } else {
        entries.push({ tileId: id, offset: where.offset, length: where.length, runLength: 1 });
      }
    }
    const { root, leaves } = buildDirectories(entries);
    const metadata = gzipSync(Buffer.from(JSON.stringify(info.metadata)));

    const rootOffset = HEADER_BYTES;
    const metadataOffset = rootOffset + root.length;
    const leavesOffset = metadataOffset + metadata.length;
    const dataOffset = leavesOffset + leaves.length;

    const h = Buffer.alloc(HEADER_BYTES);
    h.write('PMTiles', 0, 'ascii');
    h.writeUInt8(3, 7);
    const u64 = (value: number, at: number) => h.writeBigUInt64LE(BigInt(value), at);
    u64(rootOffset, 8);
    u64(root.length, 16);
    u64(metadataOffset, 24);
    u64(metadata.length, 32);
    u64(leavesOffset, 40);
    u64(leaves.length, 48);
    u64(dataOffset, 56);
    u64(dataLength, 64);
    u64(ids.length, 72);
    u64(entries.length, 80);
    u64(byHash.size, 88);
    h.writeUInt8(1, 96); // clustered: tile data follows tile id order
    h.writeUInt8(Compression.Gzip, 97);
    h.writeUInt8(Compression.Gzip, 98);
    h.writeUInt8(TileType.Mvt, 99);
    h.writeUInt8(info.minZoom, 100);
    h.writeUInt8(info.maxZoom, 101);
    const e7 = (deg: number, at: number) => h.writeInt32LE(Math.round(deg * 1e7), at);
    e7(info.bounds[0], 102);
    e7(info.bounds[1], 106);
    e7(info.bounds[2], 110);
    e7(info.bounds[3], 114);
    h.writeUInt8(info.center[2], 118);
    e7(info.center[0], 119);
    e7(info.center[1], 123);
    return Buffer.concat([h, root, metadata, leaves, ...dataParts]);
  }
}

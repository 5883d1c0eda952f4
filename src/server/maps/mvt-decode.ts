/**
 * A small Mapbox Vector Tile decoder, enough to read the OpenStreetMap tiles shipped in
 * @mapbox/mvt-fixtures. Tags are decoded before geometry so that callers can skip the
 * thousands of features they do not want (address points) without paying for them.
 */

export type TagValue = string | number | boolean;
export type Ring = Array<[number, number]>;
export type DecodedFeature = {
  type: 1 | 2 | 3;
  tags: Record<string, TagValue>;
  /** Tile-space geometry: points/lines as a list of parts, polygons as rings in order. */
  geometry: () => Ring[];
};
export type DecodedLayer = { name: string; extent: number; features: DecodedFeature[] };

class Reader {
  pos = 0;
  constructor(readonly buf: Uint8Array, readonly end = buf.length) {}
  varint(): number {
    let result = 0;
    let mul = 1;
    for (;;) {
      const b = this.buf[this.pos++]!;
      result += (b & 0x7f) * mul;
      if (b < 0x80) return result;
      mul *= 128;
    }
  }
  skip(wireType: number) {
    if (wireType === 0) this.varint();
    else if (wireType === 1) this.pos += 8;
    else if (wireType === 2) this.pos += this.varint();
    else if (wireType === 5) this.pos += 4;
    else throw new Error(`unsupported protobuf wire type ${wireType}`);
  }
  sub(): Reader {
    const len = this.varint();
    const r = new Reader(this.buf, this.pos + len);
    r.pos = this.pos;
    this.pos += len;
    return r;
  }
  string(): string {
    const len = this.varint();
    const s = Buffer.from(this.buf.buffer, this.buf.byteOffset + this.pos, len).toString('utf8');
    this.pos += len;
    return s;
  }
  packed(): number[] {
    const r = this.sub();
    const out: number[] = [];
    while (r.pos < r.end) out.push(r.varint());
    return out;
  }
}

const zigzag = (n: number) => (n % 2 === 1 ? -(n + 1) / 2 : n / 2);

function readValue(r: Reader): TagValue {
  let v: TagValue = '';
  while (r.pos < r.end) {
    const tag = r.varint();
    const field = tag >> 3;
    if (field === 1) v = r.string();
    else if (field === 2) {
      v = new DataView(r.buf.buffer, r.buf.byteOffset + r.pos, 4).getFloat32(0, true);
      r.pos += 4;
    } else if (field === 3) {
      v = new DataView(r.buf.buffer, r.buf.byteOffset + r.pos, 8).getFloat64(0, true);
      r.pos += 8;
    } else if (field === 4 || field === 5) v = r.varint();
    else if (field === 6) v = zigzag(r.varint());
    else if (field === 7) v = r.varint() !== 0;
    else r.skip(tag & 7);
  }
  return v;
}

function decodeGeometry(cmds: number[]): Ring[] {
  const parts: Ring[] = [];
  let current: Ring | null = null;
  let x = 0;
  let y = 0;
  for (let i = 0; i < cmds.length; ) {
    const header = cmds[i++]!;
    const cmd = header & 7;
    const count = header >> 3;
    if (cmd === 7) {
      if (current && current.length) current.push([current[0]![0], current[0]![1]]);
      continue;
    }
    for (let k = 0; k < count; k++) {
      x += zigzag(cmds[i++]!);
      y += zigzag(cmds[i++]!);
      if (cmd === 1) {
        current = [];
        parts.push(current);
      }
      current!.push([x, y]);
    }
  }
  return parts;
}

export function decodeTile(buf: Uint8Array): DecodedLayer[] {
  const tile = new Reader(buf);
  const layers: DecodedLayer[] = [];
  while (tile.pos < tile.end) {
    const tag = tile.varint();
    if (tag >> 3 !== 3) {
      tile.skip(tag & 7);
      continue;
    }
    const r = tile.sub();
    let name = '';
    let extent = 4096;
    const keys: string[] = [];
    const values: TagValue[] = [];
    const raw: Array<{ type: number; tags: number[]; geom: number[] }> = [];
    while (r.pos < r.end) {
      const t = r.varint();
      const field = t >> 3;
      if (field === 1) name = r.string();
      else if (field === 3) keys.push(r.string());
      else if (field === 4) values.push(readValue(r.sub()));
      else if (field === 5) extent = r.varint();
      else if (field === 2) {
        const f = r.sub();
        const feat = { type: 0, tags: [] as number[], geom: [] as number[] };
        while (f.pos < f.end) {
          const ft = f.varint();
          const ff = ft >> 3;
          if (ff === 2) feat.tags = f.packed();
          else if (ff === 3) feat.type = f.varint();
          else if (ff === 4) feat.geom = f.packed();
          else f.skip(ft & 7);
        }
        raw.push(feat);
      } else r.skip(t & 7);
    }
    const features: DecodedFeature[] = raw
      .filter((f) => f.type >= 1 && f.type <= 3)
      .map((f) => {
        const tags: Record<string, TagValue> = {};
        for (let i = 0; i + 1 < f.tags.length; i += 2) tags[keys[f.tags[i]!]!] = values[f.tags[i + 1]!]!;
        return { type: f.type as 1 | 2 | 3, tags, geometry: () => decodeGeometry(f.geom) };
      });
    layers.push({ name, extent, features });
  }
  return layers;
}

/** Twice the signed area; in tile space (y down) exterior rings come out positive. */
export function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j]![0] - ring[i]![0]) * (ring[i]![1] + ring[j]![1]);
  }
  return sum;
}

/** Groups a polygon feature's rings into polygons: an outer ring followed by its holes. */
export function classifyRings(rings: Ring[]): Ring[][] {
  const polygons: Ring[][] = [];
  let outerSign = 0;
  let current: Ring[] | null = null;
  for (const ring of rings) {
    const area = signedArea(ring);
    if (area === 0) continue;
    if (outerSign === 0) outerSign = Math.sign(area);
    if (Math.sign(area) === outerSign) {
      current = [ring];
      polygons.push(current);
    } else if (current) current.push(ring);
  }
  return polygons;
}

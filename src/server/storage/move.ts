import type { PhotoStorage, StoredVariant } from './index.js';

export type CopyReport = {
  source: string;
  target: string;
  /** Variants in the source when listed, and the photos (keys) they belong to. */
  variants: number;
  photos: number;
  copied: number;
  copiedBytes: number;
  /** Already in the target with the same size (an earlier run, or a run cut short). */
  present: number;
  /** Listed in the source but gone when read (a photo deleted meanwhile). */
  vanished: number;
  /** After copying, source variants the target does not hold with the same size; empty when verified. */
  missing: string[];
};

const name = (v: { key: string; width: number }) => `${v.key}/${v.width}`;

async function sizes(storage: PhotoStorage): Promise<Map<string, number>> {
  const m = new Map<string, number>();
  for await (const v of storage.list()) m.set(name(v), v.bytes);
  return m;
}

/**
 * Copies every stored variant from one photo storage to another (`npm run photos:move`): what the
 * target already holds with the same size is skipped, so a second run copies nothing and a run cut
 * short resumes where it stopped (each variant is written whole, or not at all: a rename on disk,
 * one PUT in a bucket). Then the target is listed again and every variant checked off. Nothing is
 * removed from the source. `concurrency` copies run at once (a bucket's latency, not its bandwidth,
 * is what limits one at a time).
 */
export async function copyPhotos(
  source: PhotoStorage, target: PhotoStorage,
  opts: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<CopyReport> {
  const listed: StoredVariant[] = [];
  for await (const v of source.list()) listed.push(v);
  const there = await sizes(target);
  const report: CopyReport = {
    source: source.where, target: target.where, variants: listed.length, photos: new Set(listed.map((v) => v.key)).size,
    copied: 0, copiedBytes: 0, present: 0, vanished: 0, missing: [],
  };
  const vanished = new Set<string>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < listed.length) {
      const v = listed[next++]!;
      if (there.get(name(v)) === v.bytes) report.present++;
      else {
        const data = await source.get(v.key, v.width);
        if (!data) {
          vanished.add(name(v));
          report.vanished++;
        } else {
          await target.put(v.key, v.width, data);
          report.copied++;
          report.copiedBytes += data.length;
        }
      }
      opts.onProgress?.(++done, listed.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 8) }, worker));

  const after = await sizes(target);
  report.missing = listed.filter((v) => !vanished.has(name(v)) && after.get(name(v)) !== v.bytes).map(name);
  return report;
}

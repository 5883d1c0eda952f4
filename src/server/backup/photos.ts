import type { PhotoStorage } from '../storage/index.js';
import { PHOTOS } from './manifest.js';

type Writer = { add(name: string, data: Buffer): Promise<void> };

/**
 * Copies the stored variants of these keys into the archive, from wherever photos are kept (the
 * folder under DATA_DIR or the bucket): every width stored; none for a demo photo that has not been
 * drawn yet (those are drawn again on demand). The storage is listed once, so a bucket answers a
 * page of a thousand names per request rather than one request per photo. Returns how many files.
 */
export async function addPhotoFiles(tar: Writer, storage: PhotoStorage, keys: string[]): Promise<number> {
  const wanted = new Set(keys);
  const widths = new Map<string, number[]>();
  for await (const v of storage.list()) if (wanted.has(v.key)) widths.set(v.key, [...(widths.get(v.key) ?? []), v.width]);
  let files = 0;
  for (const key of [...widths.keys()].sort()) {
    for (const w of widths.get(key)!.sort((a, b) => a - b)) {
      // Removals wait while a backup runs (features/photos pauseRemovals), so a listed variant is still there.
      const data = await storage.get(key, w);
      if (!data) throw new Error(`photo variant ${key}/${w} vanished from ${storage.where} during the backup`);
      await tar.add(`${PHOTOS}${key}/${w}.webp`, data);
      files++;
    }
  }
  return files;
}

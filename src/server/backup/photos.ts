import fs from 'node:fs/promises';
import path from 'node:path';
import { PHOTOS } from './manifest.js';

type Writer = { addFile(name: string, source: string): Promise<void> };

/**
 * Copies the stored files of these keys into the archive (every width stored; none for a demo
 * photo that has not been drawn yet: those are drawn again on demand). Returns how many files.
 */
export async function addPhotoFiles(tar: Writer, dataDir: string, keys: string[]): Promise<number> {
  const root = path.join(dataDir, 'photos');
  let files = 0;
  for (const key of keys) {
    const names = await fs.readdir(path.join(root, key)).catch(() => [] as string[]);
    for (const name of names.filter((n) => /^\d+\.webp$/.test(n)).sort()) {
      await tar.addFile(`${PHOTOS}${key}/${name}`, path.join(root, key, name));
      files++;
    }
  }
  return files;
}

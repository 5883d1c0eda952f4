import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restoreBackup, runBackup } from '../src/server/backup/index';
import { fileStorage } from '../src/server/storage/index';

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * `npm run backup` and `npm run restore` on a marketplace's DATA_DIR (the demo's, its server
 * stopped), beside a plain recursive copy of the same directory measured in the same run.
 */
export async function benchBackup(label: string, dataDir: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-backup-'));
  try {
    let t = performance.now();
    fs.cpSync(dataDir, path.join(work, 'copy'), { recursive: true });
    const copyMs = performance.now() - t;
    const file = path.join(work, 'backup.tar');
    const made = await runBackup({ dataDir, file, storage: fileStorage(dataDir) });
    t = performance.now();
    await restoreBackup(file, { dataDir: path.join(work, 'restored'), storage: fileStorage(path.join(work, 'restored')) });
    const restoreMs = performance.now() - t;
    console.log(`backup ${label}: ${(made.bytes / 1e6).toFixed(1)} MB (${made.photoFiles} photo files) written in ${s(made.ms)}, restored in ${s(restoreMs)}; ` +
      `a plain copy of the directory ${s(copyMs)} (backup ×${(made.ms / copyMs).toFixed(1)}, restore ×${(restoreMs / copyMs).toFixed(1)})`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

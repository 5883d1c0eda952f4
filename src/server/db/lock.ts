import fs from 'node:fs';
import path from 'node:path';

/**
 * Exactly one process may open a PGlite data directory: two corrupt it silently.
 * The lock file holds the owner's pid; a stale lock (its process gone) is taken over.
 */
export class DataDirLockedError extends Error {}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'roost.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another Roost server (pid ${owner}) is already using the data directory ${dir}.\n` +
            'Only one process may open an embedded database. Stop the other server, use another DATA_DIR, ' +
            'or run several servers against PostgreSQL with DATABASE_URL.',
        );
      }
      fs.unlinkSync(file); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

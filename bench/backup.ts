import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { restoreBackup, runBackup } from '../src/server/backup/index';
import { runPgTool } from '../src/server/backup/pg-tools';
import { openDatabase } from '../src/server/db/pool';
import { migrate } from '../src/server/db/migrate';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { startThrowawayPostgres } from '../tools/throwaway-postgres';
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

/**
 * Backup and restore of a synthetic marketplace of `count` listings (issue 13 §8): on PGlite
 * (beside a copy of its directory) and, unless `postgres` is false, on PostgreSQL (beside a bare
 * `pg_dump` of the same database; restored into an empty database).
 */
export async function benchBackupAtScale(count: number, opts: { postgres: boolean }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-backup-scale-'));
  fs.chmodSync(work, 0o755);
  const label = `${count.toLocaleString('en')} listings`;
  try {
    const dataDir = path.join(work, 'pglite');
    const embedded = await openDatabase({ dataDir });
    try {
      await migrate(embedded.pool);
      const seeded = await seedSynthetic(embedded, { count, seed: 3 });
      console.log(`backup ${label} (pglite): seeded in ${s(seeded.ms)}`);
    } finally {
      await embedded.close();
    }
    await benchBackup(`${label} (pglite)`, dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!opts.postgres) return;

    const server = startThrowawayPostgres(work);
    if (!server) {
      console.log(`backup ${label} (postgres): not installed here, skipped`);
      return;
    }
    try {
      const url = `${server.url}/postgres`;
      const database = await openDatabase({ databaseUrl: url });
      try {
        await migrate(database.pool);
        await seedSynthetic(database, { count, seed: 3 });
      } finally {
        await database.close();
      }
      let t = performance.now();
      await runPgTool('pg_dump', ['--format=custom', `--file=${path.join(work, 'bare.pgdump')}`, `--dbname=${url}`]);
      const dumpMs = performance.now() - t;
      const file = path.join(work, 'backup.tar');
      const made = await runBackup({ dataDir: path.join(work, 'photos-a'), databaseUrl: url, file, storage: fileStorage(path.join(work, 'photos-a')) });
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('create database restored');
      await admin.end();
      t = performance.now();
      await restoreBackup(file, { dataDir: path.join(work, 'photos-b'), databaseUrl: `${server.url}/restored`, storage: fileStorage(path.join(work, 'photos-b')) });
      const restoreMs = performance.now() - t;
      console.log(`backup ${label} (postgres): ${(made.bytes / 1e6).toFixed(1)} MB written in ${s(made.ms)}, restored into an empty database in ${s(restoreMs)}; ` +
        `a bare pg_dump of it ${s(dumpMs)} (backup ×${(made.ms / dumpMs).toFixed(1)})`);
    } finally {
      server.stop();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

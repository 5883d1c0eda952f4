import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/server/db/pool';
import { migrate } from '../src/server/db/migrate';
import { startThrowawayPostgres } from '../tools/throwaway-postgres';

/** Opens a database, migrates it, runs `run` on it and closes it. */
export async function withFresh<T>(open: () => Promise<Database>, run: (db: Database) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    await migrate(database.pool);
    return await run(database);
  } finally {
    await database.close();
  }
}

/** A bench on a fresh PGlite and, unless `postgres` is false, on a throwaway PostgreSQL (skipped where none is installed). */
export async function onFreshEngines(name: string, bench: (engine: 'pglite' | 'postgres', db: Database) => Promise<void>, opts: { postgres: boolean }) {
  await withFresh(() => openDatabase({ inMemory: true }), (db) => bench('pglite', db));
  if (!opts.postgres) return;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `roost-bench-${name}-`));
  fs.chmodSync(tmp, 0o755);
  const pg = startThrowawayPostgres(tmp);
  if (!pg) {
    console.log(`${name} postgres: not installed here, skipped`);
    return;
  }
  try {
    await withFresh(() => openDatabase({ databaseUrl: `${pg.url}/postgres` }), (db) => bench('postgres', db));
  } finally {
    pg.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

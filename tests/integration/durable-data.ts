import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/pool';
import { migrate } from '../../src/server/db/migrate';
import { createDatabase, dropDatabase, type Engine } from './harness';
import { skipBasemap } from './server-process';

/**
 * A place for a server process's data: a DATA_DIR (photos; PGlite's database under it, made from
 * the migrated template) or, on PostgreSQL, a DATA_DIR and a fresh migrated database.
 * `open` opens the database from the test (PGlite: only while no server runs).
 */
export type Place = { engine: Engine; dataDir: string; databaseUrl?: string; open(): Promise<Database>; drop(): Promise<void> };

export async function freshPlace(engine: Engine, label: string): Promise<Place> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `roost-${label}-`));
  skipBasemap(dataDir);
  if (engine === 'pglite') {
    const tar = fs.readFileSync(inject('pgliteTemplate'));
    const db = await openDatabase({ dataDir, loadDataDir: new Blob([tar]) });
    await db.close();
    return {
      engine, dataDir,
      open: () => openDatabase({ dataDir }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const databaseUrl = await createDatabase();
  const db = await openDatabase({ databaseUrl });
  await migrate(db.pool);
  await db.close();
  return {
    engine, dataDir, databaseUrl,
    open: () => openDatabase({ databaseUrl }),
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(databaseUrl);
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/pool';
import { migrate } from '../../src/server/db/migrate';
import { startThrowawayPostgres } from '../../tools/throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL (without database) for integration tests, or '' when none. */
    pgUrl: string;
    /** A migrated PGlite data directory tarball: tests start from it in well under a second. */
    pgliteTemplate: string;
  }
}

/**
 * Global setup: a migrated PGlite template, and a PostgreSQL server — TEST_DATABASE_URL if
 * given, else a throwaway one started from Debian's binaries on loopback. In CI a missing
 * PostgreSQL is an error, not a skip: both engines must be tested.
 */
export default async function setup(project: TestProject) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-test-'));
  fs.chmodSync(tmp, 0o755); // the postgres user must reach its data directory inside
  const template = path.join(tmp, 'pglite-template.tar');
  const db = await openDatabase({ inMemory: true });
  await migrate(db.pool);
  const dump = await (db as unknown as { pglite: { dumpDataDir(c?: string): Promise<Blob> } }).pglite.dumpDataDir('none');
  fs.writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', template);

  let stop = () => {};
  // TEST_ENGINES=pglite: the embedded engine alone, asked for on purpose (the extra Node.js runs of
  // `npm test -- --node-versions`, docs/decisions/0039-node-versions.md).
  const pgliteOnly = process.env.TEST_ENGINES === 'pglite';
  let url = pgliteOnly ? '' : (process.env.TEST_DATABASE_URL ?? '');
  if (!url && !pgliteOnly) {
    const started = startThrowawayPostgres(tmp);
    if (started) ({ url, stop } = started);
  }
  if (pgliteOnly) console.log('[roost tests] TEST_ENGINES=pglite: integration tests run on PGlite only.');
  else if (!url && process.env.CI) throw new Error('CI needs PostgreSQL: set TEST_DATABASE_URL or install postgresql (Debian) so tests can start one.');
  else if (!url) console.warn('[roost tests] No PostgreSQL found: integration tests run on PGlite only.');
  project.provide('pgUrl', url);

  return () => {
    stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}


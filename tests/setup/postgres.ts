import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/pool';
import { migrate } from '../../src/server/db/migrate';

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
  let url = process.env.TEST_DATABASE_URL ?? '';
  if (!url) {
    const started = startThrowawayPostgres(tmp);
    if (started) ({ url, stop } = started);
  }
  if (!url && process.env.CI) throw new Error('CI needs PostgreSQL: set TEST_DATABASE_URL or install postgresql (Debian) so tests can start one.');
  if (!url) console.warn('[roost tests] No PostgreSQL found: integration tests run on PGlite only.');
  project.provide('pgUrl', url);

  return () => {
    stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}

function findPgBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(base, v, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

function startThrowawayPostgres(tmp: string): { url: string; stop: () => void } | undefined {
  const bin = findPgBin();
  if (!bin) return undefined;
  const root = process.getuid?.() === 0;
  const dir = path.join(tmp, 'pg');
  const data = path.join(dir, 'data');
  const run = path.join(dir, 'run');
  fs.mkdirSync(data, { recursive: true });
  fs.mkdirSync(run, { recursive: true });
  const as = (cmd: string, args: string[]) => (root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  if (root) execFileSync('chown', ['-R', 'postgres:', dir]);
  const port = 55000 + Math.floor(Math.random() * 5000);
  const run1 = (cmd: string, args: string[]) => {
    const [c, a] = as(cmd, args);
    const r = spawnSync(c, a, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  run1(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  run1(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(run, 'log'), '-w', '-o',
    `-p ${port} -k ${run} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    stop: () => {
      try {
        run1(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
    },
  };
}

import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/pool';
import { migrate } from '../../src/server/db/migrate';
import { loadConfig, type Config } from '../../src/server/config';
import { createApp } from '../../src/server/app';
import type { Deps } from '../../src/server/deps';

export type Engine = 'pglite' | 'postgres';

/** The engines integration tests run on: PGlite always, PostgreSQL when a server is available. */
export function engines(): Engine[] {
  return inject('pgUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated, empty database on the given engine. */
export async function openTestDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') {
    const tar = fs.readFileSync(inject('pgliteTemplate'));
    return openDatabase({ inMemory: true, loadDataDir: new Blob([tar]) });
  }
  const server = inject('pgUrl');
  const name = `roost_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: `${server}/${name}` });
  await migrate(database.pool);
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    const a = new pg.Client({ connectionString: `${server}/postgres` });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
  };
  return database;
}

export type TestApp = {
  deps: Deps;
  database: Database;
  /** Moves the app's clock. */
  setNow(d: Date | string): void;
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

export async function startTestApp(engine: Engine, config: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase(engine);
  let now = new Date('2026-11-21T12:00:00Z');
  const deps: Deps = {
    config: { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/roost-unused' }), ...config },
    database,
    log: pino({ level: 'silent' }),
    now: () => now,
  };
  const app = createApp(deps);
  return {
    deps,
    database,
    setNow: (d) => (now = new Date(d)),
    get: async (path, init) => app.request(path, init),
    close: () => database.close(),
  };
}

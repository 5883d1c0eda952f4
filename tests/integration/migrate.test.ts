import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/pool';
import { migrate } from '../../src/server/db/migrate';
import { insertUser } from './factories';
import { openTestDatabase } from './harness';

describe('migrations on an on-disk PGlite', () => {
  it('apply once, are recorded, and keep data across restarts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-migrate-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      const applied = await migrate(first.pool);
      expect(applied[0]).toBe('001_init.sql');
      await insertUser(first, { id: 'keep-me' });
      await first.close();

      const second = await openDatabase({ dataDir: dir });
      expect(await migrate(second.pool)).toEqual([]);
      const row = await second.db.selectFrom('users').select('id').where('id', '=', 'keep-me').executeTakeFirst();
      expect(row?.id).toBe('keep-me');
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(inject('pgUrl'))('the PostgreSQL pool', () => {
  it('survives the server dropping its idle connections', async () => {
    const owner = await openTestDatabase('postgres');
    const name = (await owner.pool.query('select current_database() as db')).rows[0].db;
    // openDatabase's own handling is under test: no listener is added here.
    const dropped: Error[] = [];
    const database = await openDatabase({ databaseUrl: `${inject('pgUrl')}/${name}`, onIdleError: (e) => dropped.push(e) });
    try {
      await database.pool.query('select 1');
      const admin = new pg.Client({ connectionString: `${inject('pgUrl')}/postgres` });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await admin.end();
      await expect.poll(() => dropped.length).toBeGreaterThan(0);
      expect((await database.pool.query('select 2 as two')).rows[0].two).toBe(2);
    } finally {
      await database.close();
      await owner.close();
    }
  });
});

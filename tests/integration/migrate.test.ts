import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/pool';
import { migrate } from '../../src/server/db/migrate';
import { insertUser } from './factories';

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

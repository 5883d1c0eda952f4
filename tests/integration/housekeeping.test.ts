import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweep } from '../../src/server/housekeeping';
import { insertUser } from './factories';
import { engines, startTestApp, type TestApp } from './harness';

describe.each(engines())('housekeeping on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('forgets old rate-limit hits, used-link hashes and idempotency answers, and keeps recent ones', async () => {
    const now = t.deps.now().getTime();
    const ago = (hours: number) => new Date(now - hours * 3600_000);
    const { pool } = t.database;
    await pool.query('insert into rate_limit_hits (key, at) values ($1, $2), ($3, $4)', ['old', ago(25), 'new', ago(1)]);
    await pool.query('insert into used_links (token_hash, used_at) values ($1, $2), ($3, $4)', ['old', ago(49), 'new', ago(23)]);
    const user = await insertUser(t.database);
    await pool.query('insert into idempotency_keys (user_id, key, request_hash, created_at) values ($1, $2, $3, $4), ($1, $5, $3, $6)', [
      user.id, 'old', 'h', ago(8 * 24), 'new', ago(24),
    ]);
    await sweep(t.deps);
    const keys = async (sql: string) => (await pool.query(sql)).rows.map((r) => r.k);
    expect(await keys('select key k from rate_limit_hits')).toEqual(['new']);
    expect(await keys('select token_hash k from used_links')).toEqual(['new']);
    expect(await keys('select key k from idempotency_keys')).toEqual(['new']);
  });
});

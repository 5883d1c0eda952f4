import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimiter } from '../../src/server/features/auth/rate-limit';
import { AppError } from '../../src/server/http/errors';
import { engines, startTestApp, type TestApp } from './harness';

/**
 * The database-kept limiter (features/auth/rate-limit.ts) under a burst: on PostgreSQL the second
 * app has its own pool, as a second server process would, so the attempts truly race.
 */
describe.each(engines())('rate limits on %s', (engine) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
    other = await startTestApp(engine, {}, { sameDatabaseAs: t });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('lets exactly `max` of a burst of attempts through, however many processes they arrive on', async () => {
    const limiters = [t, other].map((a) => rateLimiter(a.database, () => new Date()));
    const limit = { key: `burst:${engine}:${Date.now()}`, max: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => limiters[i % 2]!.hit([limit]).then(
      () => 'ok',
      (err) => (err instanceof AppError ? err.code : String(err)),
    )));
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(19);
  });

  it('counts a second limit only when every limit lets the attempt through', async () => {
    const limiter = rateLimiter(t.database, () => new Date());
    const tight = { key: `tight:${Date.now()}`, max: 1, windowMs: 60_000 };
    const loose = { key: `loose:${Date.now()}`, max: 10, windowMs: 60_000 };
    await limiter.hit([tight, loose]);
    await expect(limiter.hit([tight, loose])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const { rows } = await t.database.pool.query('select key, count(*)::int n from rate_limit_hits where key = any($1) group by key order by key', [[tight.key, loose.key]]);
    expect(rows).toEqual([{ key: loose.key, n: 1 }, { key: tight.key, n: 1 }]);
  });
});

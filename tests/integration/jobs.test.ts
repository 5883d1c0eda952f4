import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, leaseOf, runJobTick, startJobs, type Job } from '../../src/server/jobs';
import { engines, startTestApp, type TestApp } from './harness';

/**
 * The schedule's claim (jobs/schedule.ts): a job's tick runs once whoever asks for it. On
 * PostgreSQL the second app has its own pool, as a second server process would; the claims race
 * there for real. Several processes started for real: several-processes.test.ts.
 */
describe.each(engines())('scheduled jobs on %s', (engine) => {
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

  const counting = (name: string, everyMs = 3600_000) => {
    const seen: string[] = [];
    const job: Job = { name, everyMs, run: async () => void seen.push(name) };
    return { job, seen };
  };
  const row = async (name: string) => (await jobRuns(t.database.db)).find((r) => r.job === name);

  it('runs a tick once however many processes ask at the same moment, and again in the next interval', async () => {
    const { job, seen } = counting('once-per-tick', 1000);
    // Wait for the start of an interval so that the whole race sits in one tick.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => runJobTick(i % 2 ? other.deps : t.deps, job, `p${i}`)));
    expect(results.filter((r) => r === 'ran')).toHaveLength(1);
    expect(results.filter((r) => r === 'skipped')).toHaveLength(11);
    expect(seen).toHaveLength(1);
    expect(await row('once-per-tick')).toMatchObject({ runs: 1, failures: 0 });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await runJobTick(other.deps, job, 'late')).toBe('ran');
    expect(await row('once-per-tick')).toMatchObject({ runs: 2, process: 'late' });
  });

  it('records a failure with its error, and the next tick runs again', async () => {
    let fail = true;
    const job: Job = { name: 'flaky', everyMs: 200, run: async () => { if (fail) throw new Error('feed server down'); } };
    expect(await runJobTick(t.deps, job)).toBe('failed');
    expect(await row('flaky')).toMatchObject({ runs: 1, failures: 1, last_error: 'feed server down' });
    fail = false;
    await new Promise((r) => setTimeout(r, 250));
    expect(await runJobTick(t.deps, job)).toBe('ran');
    expect(await row('flaky')).toMatchObject({ runs: 2, failures: 1 });
  });

  it('leaves a run that is still going alone in the next tick, and takes over one left unfinished past its lease', async () => {
    let release = () => {};
    const job: Job = { name: 'slow', everyMs: 100, run: () => new Promise<void>((r) => (release = r)) };
    const first = runJobTick(t.deps, job, 'a');
    await expect.poll(async () => (await row('slow'))?.process).toBe('a');
    await new Promise((r) => setTimeout(r, 150));
    expect(await runJobTick(other.deps, job, 'b')).toBe('skipped');
    // A process that died mid-run: its start is older than the lease.
    await t.database.pool.query(`update job_runs set started_at = started_at - make_interval(secs => $1) where job = 'slow'`, [leaseOf(100) / 1000 + 1]);
    const quick: Job = { ...job, run: async () => {} };
    expect(await runJobTick(other.deps, quick, 'b')).toBe('ran');
    release();
    await first;
  });

  it('startJobs ticks on its interval until stopped', async () => {
    const { job, seen } = counting('ticking', 50);
    const stop = startJobs(t.deps, [job]);
    await expect.poll(() => seen.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    // Stopping waits for a run already going (it may finish after the call); none starts after.
    await stop();
    const n = seen.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.length).toBe(n);
  });
});

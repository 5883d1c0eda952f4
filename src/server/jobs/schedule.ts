import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../deps.js';
import { claimTick, finishTick } from './repo.js';

/**
 * A scheduled job: `run` every `everyMs`, first `firstAfterMs` after start (default: one interval).
 * Whatever `run` does must also be safe if it overlaps a run elsewhere after a lease lapses
 * (the jobs claim their rows with SKIP LOCKED or dedupe by key); the schedule only makes that rare.
 */
export type Job = {
  name: string;
  everyMs: number;
  firstAfterMs?: number;
  run: (deps: Deps) => Promise<unknown>;
};

/** Names this process in job_runs.process: host and pid (startJobs adds a tag per start: tests run several apps in one process). */
const processName = `${os.hostname()}:${process.pid}`;

/** A run may take this long before another process may take the job over (a dead process's run). */
export function leaseOf(everyMs: number): number {
  return Math.min(15 * 60_000, Math.max(60_000, 10 * everyMs));
}

/**
 * One tick of `job`: claims the tick in the database and runs the job only if this process won it.
 * With any number of processes on one database the job runs once per interval; on PGlite (one
 * process) the claim simply always succeeds once per interval. Never throws: failures are logged,
 * counted in metrics and job_runs.
 */
export async function runJobTick(deps: Deps, job: Job, as = processName): Promise<'ran' | 'failed' | 'skipped'> {
  let tick: Date | undefined;
  try {
    tick = await claimTick(deps.database.db, job.name, as, job.everyMs, leaseOf(job.everyMs));
  } catch (err) {
    deps.log.error({ err, job: job.name }, 'job: claiming its tick failed');
    deps.metrics.jobRun(job.name, false, 0);
    return 'failed';
  }
  if (!tick) {
    deps.metrics.jobSkipped(job.name);
    return 'skipped';
  }
  const t0 = performance.now();
  let error: string | undefined;
  try {
    await job.run(deps);
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    deps.log.error({ err, job: job.name }, `${job.name} job failed`);
  }
  deps.metrics.jobRun(job.name, error === undefined, (performance.now() - t0) / 1000);
  await finishTick(deps.database.db, job.name, tick, error)
    .catch((err) => deps.log.error({ err, job: job.name }, 'job: recording its end failed'));
  return error === undefined ? 'ran' : 'failed';
}

/**
 * Starts `jobs` in this process until the returned stop is called; stop resolves once the runs
 * already going have finished, so a shutdown closes the database after them. A process never
 * overlaps its own runs of one job (a tick that comes while the last run goes on is skipped). With
 * TEST_JOB_TICK_MS every job ticks that often (tests; needs TEST_CLOCK).
 */
export function startJobs(deps: Deps, jobs: Job[]): () => Promise<void> {
  const as = `${processName}:${randomBytes(3).toString('hex')}`;
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  for (const defined of jobs) {
    const fast = deps.config.testJobTickMs;
    const job = fast ? { ...defined, everyMs: fast, firstAfterMs: fast } : defined;
    deps.metrics.jobKnown(job.name);
    let running = false;
    const tick = () => {
      if (stopped) return;
      if (running) return void deps.metrics.jobSkipped(job.name);
      running = true;
      const run = runJobTick(deps, job, as).finally(() => {
        running = false;
        inFlight.delete(run);
      });
      inFlight.add(run);
    };
    const first = setTimeout(() => {
      tick();
      const every = setInterval(tick, job.everyMs);
      every.unref();
      timers.push(every);
    }, job.firstAfterMs ?? job.everyMs);
    first.unref();
    timers.push(first);
  }
  return async () => {
    stopped = true;
    for (const t of timers) clearTimeout(t);
    // A run already going finishes (the database must stay open for it); no new one starts.
    await Promise.allSettled([...inFlight]);
  };
}

import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * SQL of the job schedule (migration 021). A tick is the start of the job's current interval by
 * the database's clock, so every process on one database counts the same ticks whatever its own
 * clock says. Claiming moves the job's row to the new tick in one statement: of several processes
 * racing, exactly one moves it (the others find the tick already taken) and runs the job.
 */

/**
 * Claims this interval's tick of `job` for `process`; its start, or undefined when another
 * process has it, or the previous run is still going (and younger than `leaseMs`: a run a dead
 * process left unfinished is taken over after that).
 */
export async function claimTick(db: Kysely<DB>, job: string, process: string, everyMs: number, leaseMs: number): Promise<Date | undefined> {
  const { rows } = await sql<{ tick: Date }>`
    with t as (select clock_timestamp() as now)
    insert into job_runs as r (job, tick, process, started_at, runs)
    select ${job}, to_timestamp(floor(extract(epoch from t.now) * 1000 / ${everyMs}::bigint) * ${everyMs}::bigint / 1000.0), ${process}, t.now, 1 from t
    on conflict (job) do update
      set tick = excluded.tick, process = excluded.process, started_at = excluded.started_at, finished_at = null, runs = r.runs + 1
      where r.tick < excluded.tick
        and (r.finished_at is not null or r.started_at < excluded.started_at - make_interval(secs => ${leaseMs / 1000}::float8))
    returning tick`.execute(db);
  return rows[0]?.tick;
}

/** Records the end of the run of `tick`, and its error if it failed. */
export async function finishTick(db: Kysely<DB>, job: string, tick: Date, error?: string): Promise<void> {
  await db.updateTable('job_runs')
    .set((eb) => ({
      finished_at: sql<Date>`clock_timestamp()`,
      failures: error === undefined ? eb.ref('failures') : sql<number>`failures + 1`,
      last_error: error === undefined ? eb.ref('last_error') : error.slice(0, 500),
    }))
    .where('job', '=', job)
    .where('tick', '=', tick)
    .execute();
}

export type JobRunRow = { job: string; tick: Date; process: string; started_at: Date; finished_at: Date | null; runs: number; failures: number; last_error: string | null };

/** Every job's row: when it last ran, where, and its totals. */
export async function jobRuns(db: Kysely<DB>): Promise<JobRunRow[]> {
  return db.selectFrom('job_runs').selectAll().orderBy('job').execute();
}

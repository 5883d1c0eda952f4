-- Scheduled jobs run once per tick however many server processes share the database (issue 13;
-- docs/decisions/0032-several-processes.md). One row per job: the tick it last ran for (the start
-- of its interval by the database's clock), where and when that run started and finished, and
-- running totals. A process claims a tick by moving `tick` forward; whoever moves it runs the job.
create table job_runs (
  job text primary key,
  tick timestamptz not null,
  process text not null,
  started_at timestamptz not null,
  finished_at timestamptz,
  runs bigint not null default 0,
  failures bigint not null default 0,
  last_error text
);

/**
 * This process's figures for /metrics (issue 13 §7): requests by route pattern, method and status
 * class with their latencies, and scheduled job runs. Written by hand in Prometheus' text format
 * (docs/decisions/0032-several-processes.md): three counters and two histograms do not need a
 * library. Labels only ever hold route patterns and job names, never ids, so series stay few.
 */

/** Seconds; the upper bounds of the latency buckets (Prometheus' defaults, 5 ms to 10 s). */
export const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;

class Histogram {
  readonly counts = new Array<number>(BUCKETS.length).fill(0);
  sum = 0;
  count = 0;
  observe(v: number) {
    for (let i = 0; i < BUCKETS.length; i++) if (v <= BUCKETS[i]!) this.counts[i]!++;
    this.sum += v;
    this.count++;
  }
}

/** A family of series keyed by their label set. */
class Family<T> {
  private readonly series = new Map<string, { labels: Labels; value: T }>();
  constructor(private readonly make: () => T) {}
  get(labels: Labels): T {
    const key = JSON.stringify(labels);
    let s = this.series.get(key);
    if (!s) this.series.set(key, (s = { labels, value: this.make() }));
    return s.value;
  }
  entries() {
    return [...this.series.values()];
  }
}

export type PoolFigures = { total: number; idle: number; waiting: number; max: number };

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const requests = new Family(() => ({ n: 0 }));
  const latency = new Family(() => new Histogram());
  const jobRuns = new Family(() => ({ n: 0 }));
  const jobFailures = new Family(() => ({ n: 0 }));
  const jobSkips = new Family(() => ({ n: 0 }));
  const jobLatency = new Family(() => new Histogram());
  return {
    /** One answered request: `route` is the matched pattern (`/api/v1/bookings/:id`), never the path. */
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: `${Math.floor(status / 100)}xx` };
      requests.get(labels).n++;
      latency.get(labels).observe(seconds);
    },
    /** A tick this process claimed and ran; `ok` false when it threw. */
    jobRun(job: string, ok: boolean, seconds: number) {
      jobRuns.get({ job }).n++;
      if (!ok) jobFailures.get({ job }).n++;
      jobLatency.get({ job }).observe(seconds);
    },
    /** A tick this process left to another one (or to its own run still going). */
    jobSkipped(job: string) {
      jobSkips.get({ job }).n++;
    },
    /** Makes sure a job's series exist (at zero) before its first tick, so a scrape sees every job. */
    jobKnown(job: string) {
      jobRuns.get({ job });
      jobFailures.get({ job });
      jobSkips.get({ job });
    },
    /** The exposition, with the pool's figures read at scrape time. */
    render(pool: PoolFigures & { engine: string }): string {
      const out: string[] = [];
      const counter = (name: string, help: string, fam: Family<{ n: number }>) => {
        out.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
        for (const { labels, value } of fam.entries()) out.push(`${name}${fmt(labels)} ${value.n}`);
      };
      const histogram = (name: string, help: string, fam: Family<Histogram>) => {
        out.push(`# HELP ${name} ${help}`, `# TYPE ${name} histogram`);
        for (const { labels, value } of fam.entries()) {
          BUCKETS.forEach((b, i) => out.push(`${name}_bucket${fmt({ ...labels, le: String(b) })} ${value.counts[i]}`));
          out.push(`${name}_bucket${fmt({ ...labels, le: '+Inf' })} ${value.count}`);
          out.push(`${name}_sum${fmt(labels)} ${value.sum}`, `${name}_count${fmt(labels)} ${value.count}`);
        }
      };
      const gauge = (name: string, help: string, value: number, labels: Labels = {}) =>
        out.push(`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name}${fmt(labels)} ${value}`);
      counter('roost_http_requests_total', 'Requests answered, by method, route pattern and status class.', requests);
      histogram('roost_http_request_duration_seconds', 'Time to answer a request, by method, route pattern and status class.', latency);
      const engine = { engine: pool.engine };
      gauge('roost_db_pool_connections', 'Connections the database pool holds (in use and idle).', pool.total, engine);
      gauge('roost_db_pool_idle_connections', 'Connections the database pool holds idle.', pool.idle, engine);
      gauge('roost_db_pool_waiting_clients', 'Queries waiting for a pooled connection.', pool.waiting, engine);
      gauge('roost_db_pool_max_connections', 'The most connections the pool opens (PGlite: one, shared).', pool.max, engine);
      counter('roost_job_runs_total', 'Scheduled job ticks this process ran, by job.', jobRuns);
      counter('roost_job_failures_total', 'Scheduled job runs that failed, by job.', jobFailures);
      counter('roost_job_ticks_skipped_total', 'Scheduled job ticks this process left to another process, by job.', jobSkips);
      histogram('roost_job_duration_seconds', 'Time a scheduled job run took, by job.', jobLatency);
      return `${out.join('\n')}\n`;
    },
  };
}

/** `{a="x",b="y"}` with the text format's escapes (backslash, quote, newline). */
function fmt(labels: Labels): string {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
}

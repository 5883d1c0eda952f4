import type pino from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/pool.js';
import type { Auth } from './features/auth/auth.js';
import type { Mailer } from './features/mail/mailer.js';
import type { TestClock } from './features/test-clock/clock.js';
import type { Metrics } from './metrics/index.js';

/** What every feature's routes and services are built from. Passed explicitly, never global. */
export type Deps = {
  config: Config;
  database: Database;
  log: pino.Logger;
  /** The clock. Tests replace it; nothing else calls Date.now() for business rules. */
  now: () => Date;
  mailer: Mailer;
  /** better-auth, configured by features/auth/auth.ts. */
  auth: Auth;
  /** This app's figures for /metrics: requests, job runs. */
  metrics: Metrics;
  /** Present only with TEST_CLOCK=true: the adjustable clock behind `now`. */
  testClock?: TestClock;
};

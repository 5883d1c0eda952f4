import type pino from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/pool.js';

/** What every feature's routes and services are built from. Passed explicitly, never global. */
export type Deps = {
  config: Config;
  database: Database;
  log: pino.Logger;
  /** The clock. Tests replace it; nothing else calls Date.now() for business rules. */
  now: () => Date;
};

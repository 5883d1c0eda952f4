import type pino from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/pool.js';
import type { Deps } from './deps.js';
import { createAuth } from './features/auth/auth.js';
import { ensureAuthSecret } from './features/auth/secret.js';
import { createMailer } from './features/mail/mailer.js';
import { createMetrics } from './metrics/index.js';

/** Builds the services every feature shares, from config, database, log and clock. */
export async function createDeps(base: { config: Config; database: Database; log: pino.Logger; now: () => Date }): Promise<Deps> {
  const mailer = createMailer(base);
  const secret = await ensureAuthSecret(base.config, base.database);
  const auth = createAuth({ config: base.config, database: base.database, mailer, secret, log: base.log });
  return { ...base, mailer, auth, metrics: createMetrics() };
}

import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Database } from '../../db/pool.js';

/**
 * AUTH_SECRET when set; otherwise one generated on first start and kept in the database, so
 * sessions survive restarts and every process sharing the database signs alike.
 */
export async function ensureAuthSecret(config: Config, database: Database): Promise<string> {
  if (config.authSecret) return config.authSecret;
  await database.pool.query(
    `insert into app_secrets (name, value) values ('auth_secret', $1) on conflict (name) do nothing`,
    [randomBytes(32).toString('base64url')],
  );
  const { rows } = await database.pool.query<{ value: string }>(`select value from app_secrets where name = 'auth_secret'`);
  return rows[0]!.value;
}

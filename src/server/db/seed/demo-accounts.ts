import { hashPassword } from 'better-auth/crypto';
import type { Deps } from '../../deps.js';
import { demoId } from './ids.js';
import { addPassword, PASSWORD_PROVIDER } from '../../features/auth/credentials.js';

/** The demo marketplace's sign-in accounts (README). Demo only: never seed them on a real site. */
export const DEMO_PASSWORD = 'roost-demo-2026';
export const DEMO_ACCOUNTS = [
  { label: 'user:guest', email: 'guest@demo.roost.test', role: 'a guest with past and upcoming trips and a message waiting' },
  { label: 'user:host', email: 'host@demo.roost.test', role: 'a host who owns six Montevideo listings, with requests and messages to answer' },
  { label: 'user:admin', email: 'admin@demo.roost.test', role: 'an admin (operator)' },
] as const;

/**
 * Gives the demo accounts their password, once (also on data seeded before accounts existed).
 * Runs on every start with SEED_DEMO; does nothing when they already have one.
 */
export async function ensureDemoPasswords(deps: Pick<Deps, 'database'>): Promise<void> {
  const { pool } = deps.database;
  const ids = DEMO_ACCOUNTS.map((a) => demoId(a.label));
  const { rows } = await pool.query<{ id: string }>(
    `select u.id from users u where u.id = any($1) and u.deleted_at is null
       and not exists (select 1 from accounts a where a.user_id = u.id and a.provider_id = $2)`,
    [ids, PASSWORD_PROVIDER],
  );
  if (!rows.length) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const { id } of rows) await addPassword(pool, id, hash);
}

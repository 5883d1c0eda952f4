import type pg from 'pg';

/** better-auth keeps a member's password hash in an `accounts` row of this provider. */
export const PASSWORD_PROVIDER = 'credential';

/**
 * Gives a user a password to sign in with, from a hash made by better-auth's `hashPassword`
 * (accounts made outside its sign-up: operators, demo people, tests). Does nothing if they have one.
 */
export async function addPassword(db: pg.Pool | pg.PoolClient, userId: string, hash: string): Promise<void> {
  await db.query(
    `insert into accounts (id, user_id, account_id, provider_id, password) values ($1, $1, $1, $2, $3)
     on conflict (provider_id, account_id) do nothing`,
    [userId, PASSWORD_PROVIDER, hash],
  );
}

import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Database } from '../../db/pool.js';
import { PasswordSchema, EmailSchema, NameSchema } from '../../../contract/auth.js';
import { isCommonPassword } from '../auth/passwords.js';
import { addPassword } from '../auth/credentials.js';

export class OperatorError extends Error {}

/** Creates a verified admin account with a password (the operator's first way in). */
export async function createAdmin(database: Database, input: { email: string; name: string; password: string }): Promise<string> {
  const email = EmailSchema.safeParse(input.email);
  if (!email.success) throw new OperatorError(`email: ${email.error.issues[0]!.message}`);
  const name = NameSchema.safeParse(input.name);
  if (!name.success) throw new OperatorError(`name: ${name.error.issues[0]!.message}`);
  const pw = PasswordSchema.safeParse(input.password);
  if (!pw.success) throw new OperatorError(`password: ${pw.error.issues[0]!.message}`);
  if (isCommonPassword(input.password)) throw new OperatorError('password: this password is one of the most commonly used; choose another');
  const hash = await hashPassword(input.password);
  const id = randomUUID();
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    const taken = await client.query('select 1 from users where lower(email) = lower($1)', [email.data]);
    if (taken.rowCount) throw new OperatorError(`${email.data} already has an account: use "promote" instead`);
    await client.query(
      `insert into users (id, email, email_verified, name, role) values ($1, lower($2), true, $3, 'admin')`,
      [id, email.data, name.data],
    );
    await addPassword(client, id, hash);
    await client.query(`insert into audit_events (actor_id, action, target_type, target_id) values (null, 'admin.create', 'user', $1)`, [id]);
    await client.query('commit');
    return id;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/** Gives an existing account the admin role, or takes it away. */
export async function setRole(database: Database, email: string, role: 'admin' | 'user'): Promise<void> {
  const { rowCount } = await database.pool.query(
    `with changed as (update users set role = $2, updated_at = now() where lower(email) = lower($1) and deleted_at is null returning id)
     insert into audit_events (actor_id, action, target_type, target_id) select null, $3, 'user', id from changed`,
    [email, role, role === 'admin' ? 'admin.promote' : 'admin.demote'],
  );
  if (!rowCount) throw new OperatorError(`no account with the email ${email}`);
}

/** Bans an account (its sessions end now) or lifts the ban. */
export async function setStatus(database: Database, email: string, status: 'banned' | 'active'): Promise<void> {
  const { rows } = await database.pool.query<{ id: string }>(
    `update users set status = $2, updated_at = now() where lower(email) = lower($1) and deleted_at is null returning id`,
    [email, status],
  );
  const id = rows[0]?.id;
  if (!id) throw new OperatorError(`no account with the email ${email}`);
  if (status === 'banned') await database.pool.query('delete from sessions where user_id = $1', [id]);
  await database.pool.query(`insert into audit_events (actor_id, action, target_type, target_id) values (null, $1, 'user', $2)`, [status === 'banned' ? 'user.ban' : 'user.unban', id]);
}

import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** SQL for personal API tokens (migration 015). */

export type TokenRow = {
  id: string; name: string; hint: string; scopes: string[];
  created_at: Date; last_used_at: Date | null; expires_at: Date | null;
};

const columns = ['id', 'name', 'hint', 'scopes', 'created_at', 'last_used_at', 'expires_at'] as const;

export async function insertToken(db: Kysely<DB>, t: {
  id: string; userId: string; name: string; hash: string; hint: string; scopes: string[]; expiresAt: Date | null; at: Date;
}): Promise<TokenRow> {
  return db.insertInto('api_tokens').values({
    id: t.id, user_id: t.userId, name: t.name, token_hash: t.hash, hint: t.hint, scopes: t.scopes,
    expires_at: t.expiresAt, created_at: t.at,
  }).returning(columns).executeTakeFirstOrThrow();
}

/** A member's tokens that are not revoked (expired ones too, so they can be seen and cleared), newest first. */
export async function tokensOf(db: Kysely<DB>, userId: string): Promise<TokenRow[]> {
  return db.selectFrom('api_tokens').select(columns)
    .where('user_id', '=', userId).where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function countLive(db: Kysely<DB>, userId: string, at: Date): Promise<number> {
  const row = await db.selectFrom('api_tokens').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId).where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Revokes one of `userId`'s tokens; its name, or undefined when there is no such live token of theirs. */
export async function revokeToken(db: Kysely<DB>, userId: string, id: string, at: Date): Promise<{ name: string } | undefined> {
  return db.updateTable('api_tokens').set({ revoked_at: at })
    .where('id', '=', id).where('user_id', '=', userId).where('revoked_at', 'is', null)
    .returning(['name']).executeTakeFirst();
}

export type TokenIdentity = {
  token_id: string; scopes: string[]; window_count: number; window_started_at: Date;
  user_id: string; email: string; email_verified: boolean; name: string; role: 'user' | 'admin';
};

/**
 * The one statement a token request costs: finds the live token of an active member by its hash,
 * counts the request in the token's one-minute window (a new window once the last is a minute
 * old) and stamps last use, all under the row's lock so concurrent requests and server processes
 * count alike. Nothing when the token is unknown, revoked or expired, or its member is banned or gone.
 */
export async function useToken(db: Kysely<DB>, hash: string, at: Date): Promise<TokenIdentity | undefined> {
  const windowStart = new Date(at.getTime() - 60_000);
  const { rows } = await sql<TokenIdentity>`
    update api_tokens t set
      window_count = case when t.window_started_at > ${windowStart} then t.window_count + 1 else 1 end,
      window_started_at = case when t.window_started_at > ${windowStart} then t.window_started_at else ${at} end,
      last_used_at = ${at}
    from users u
    where t.token_hash = ${hash} and t.revoked_at is null and (t.expires_at is null or t.expires_at > ${at})
      and u.id = t.user_id and u.status = 'active' and u.deleted_at is null
    returning t.id as token_id, t.scopes, t.window_count, t.window_started_at,
      u.id as user_id, u.email, u.email_verified, u.name, u.role`.execute(db);
  return rows[0];
}

/** One audit event about a token (SPEC §3 AuditEvent). */
export async function insertTokenAudit(db: Kysely<DB>, e: { actorId: string; action: string; tokenId: string; details: Record<string, unknown>; at: Date }) {
  await db.insertInto('audit_events').values({
    actor_id: e.actorId, action: e.action, target_type: 'api_token', target_id: e.tokenId, details: JSON.stringify(e.details), at: e.at,
  }).execute();
}

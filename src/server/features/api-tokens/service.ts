import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { AppError, notFound } from '../../http/errors.js';
import {
  TOKEN_LIMITS, TOKEN_PREFIX, type ApiTokenList, type ApiTokenView, type CreatedToken, type CreateTokenBody, type TokenScope,
} from '../../../contract/api-tokens.js';
import * as repo from './repo.js';

/** Personal API tokens: made, listed and revoked by their member; checked on every request that carries one. */

const DAY_MS = 24 * 3600_000;
/** 32 random bytes in base64url: 43 characters. */
const SECRET_RE = new RegExp(`^${TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
const HINT_LENGTH = TOKEN_PREFIX.length + 4;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const view = (r: repo.TokenRow): ApiTokenView => ({
  id: r.id, name: r.name, hint: r.hint, scopes: r.scopes as TokenScope[],
  createdAt: new Date(r.created_at).toISOString(),
  lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
  expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
});

export async function listTokens(deps: Deps, who: SessionUser): Promise<ApiTokenList> {
  return { tokens: (await repo.tokensOf(deps.database.db, who.id)).map(view) };
}

/** A new token; the answer is the only place its secret ever appears (only its hash is kept). */
export async function createToken(deps: Deps, who: SessionUser, body: CreateTokenBody): Promise<CreatedToken> {
  if (body.scopes.includes('admin') && who.role !== 'admin') throw new AppError('FORBIDDEN', 'Only an operator of this Roost can grant the admin scope.');
  const at = deps.now();
  const secret = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = await deps.database.db.transaction().execute(async (trx) => {
    if ((await repo.countLive(trx, who.id, at)) >= TOKEN_LIMITS.maxActive) {
      throw new AppError('VALIDATION_FAILED', `You can have at most ${TOKEN_LIMITS.maxActive} tokens: revoke one first.`, { _: `at most ${TOKEN_LIMITS.maxActive} tokens` });
    }
    const expiresAt = body.expiresInDays ? new Date(at.getTime() + body.expiresInDays * DAY_MS) : null;
    const created = await repo.insertToken(trx, {
      id: `tok_${randomUUID().replaceAll('-', '')}`, userId: who.id, name: body.name, hash: hashOf(secret),
      hint: secret.slice(0, HINT_LENGTH), scopes: body.scopes, expiresAt, at,
    });
    await repo.insertTokenAudit(trx, {
      actorId: who.id, action: 'api_token.create', tokenId: created.id,
      details: { name: body.name, scopes: body.scopes, expiresAt: expiresAt?.toISOString() ?? null }, at,
    });
    return created;
  });
  return { token: view(row), secret };
}

export async function revokeToken(deps: Deps, who: SessionUser, id: string): Promise<void> {
  const at = deps.now();
  await deps.database.db.transaction().execute(async (trx) => {
    const revoked = await repo.revokeToken(trx, who.id, id, at);
    if (!revoked) throw notFound('That token');
    await repo.insertTokenAudit(trx, { actorId: who.id, action: 'api_token.revoke', tokenId: id, details: { name: revoked.name }, at });
  });
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'This API token is not valid: it is malformed, unknown, expired or revoked.');

/**
 * The member a bearer secret stands for, with the token's scopes; 401 for anything but a live
 * token of an active member, 429 past the token's requests per minute.
 */
export async function authenticate(deps: Deps, secret: string): Promise<SessionUser> {
  if (!SECRET_RE.test(secret)) throw unauthenticated();
  const at = deps.now();
  const found = await repo.useToken(deps.database.db, hashOf(secret), at);
  if (!found) throw unauthenticated();
  const max = deps.config.apiTokenRequestsPerMinute;
  if (found.window_count > max) {
    const seconds = Math.max(1, Math.ceil((new Date(found.window_started_at).getTime() + 60_000 - at.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', `This token made more than ${max} requests this minute. Please wait ${seconds} s.`, undefined, { 'Retry-After': String(seconds) });
  }
  return {
    id: found.user_id, email: found.email, emailVerified: found.email_verified, name: found.name,
    role: found.role === 'admin' ? 'admin' : 'user', sessionId: `api-token:${found.token_id}`,
    token: { id: found.token_id, scopes: found.scopes },
  };
}

/** A change made with a token, in the audit log (who, which token, which call, its answer). */
export async function auditTokenWrite(deps: Deps, who: SessionUser, call: { method: string; path: string; status: number }): Promise<void> {
  if (!who.token) return;
  await repo.insertTokenAudit(deps.database.db, { actorId: who.id, action: 'api_token.write', tokenId: who.token.id, details: call, at: deps.now() });
}

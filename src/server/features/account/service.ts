import { verifyPassword } from 'better-auth/crypto';
import { MEMBER_LOCALES, type Me, type SessionView } from '../../../contract/auth.js';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/session.js';
import { describeUserAgent } from './user-agent.js';
import { PASSWORD_PROVIDER } from '../auth/credentials.js';
import { releaseKey, removeReleased } from '../photos/index.js';
import { lockAvatarKey } from './repo.js';

export async function me(deps: Deps, who: SessionUser): Promise<Me> {
  const { db } = deps.database;
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified', 'name', 'avatar_url', 'bio', 'role', 'two_factor_enabled', 'is_demo', 'locale', 'created_at'])
    .select((eb) => [
      eb.exists(eb.selectFrom('accounts').select('id').whereRef('accounts.user_id', '=', 'users.id').where('provider_id', '=', PASSWORD_PROVIDER)).as('has_password'),
      eb.exists(eb.selectFrom('listings').select('id').whereRef('listings.host_id', '=', 'users.id')).as('is_host'),
    ])
    .where('id', '=', who.id)
    .executeTakeFirst();
  if (!row) throw notFound('Your account');
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified,
    name: row.name,
    avatarUrl: row.avatar_url,
    bio: row.bio,
    role: row.role,
    twoFactorEnabled: row.two_factor_enabled,
    hasPassword: Boolean(row.has_password),
    isHost: Boolean(row.is_host),
    isDemo: row.is_demo,
    locale: (MEMBER_LOCALES as readonly (string | null)[]).includes(row.locale) ? (row.locale as Me['locale']) : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function updateProfile(deps: Deps, who: SessionUser, patch: { name?: string; bio?: string; locale?: Me['locale'] }): Promise<Me> {
  if (patch.name !== undefined || patch.bio !== undefined || patch.locale !== undefined) {
    await deps.database.db.updateTable('users').set({ ...patch, updated_at: deps.now() }).where('id', '=', who.id).execute();
  }
  return me(deps, who);
}

export async function listSessions(deps: Deps, who: SessionUser): Promise<SessionView[]> {
  const rows = await deps.database.db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip_address', 'created_at', 'updated_at'])
    .where('user_id', '=', who.id)
    .where('expires_at', '>', new Date())
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    ...describeUserAgent(r.user_agent),
    ipAddress: r.ip_address,
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: new Date(r.updated_at).toISOString(),
    current: r.id === who.sessionId,
  }));
}

/** Signs one of my sessions out (it stops working on its next request), or all but this one. */
export async function revokeSessions(deps: Deps, who: SessionUser, which: { id: string } | 'others'): Promise<void> {
  let q = deps.database.db.deleteFrom('sessions').where('user_id', '=', who.id);
  q = which === 'others' ? q.where('id', '!=', who.sessionId) : q.where('id', '=', which.id);
  const result = await q.executeTakeFirst();
  if (which !== 'others' && !Number(result.numDeletedRows)) throw notFound('That session');
}

/**
 * Deletes my account: everything that identifies me is erased in one transaction; the row stays
 * so that what other people need (their bookings with me, reviews, messages) keeps its shape,
 * shown as a former member. My listings are taken off the site.
 */
export async function deleteAccount(deps: Deps, who: SessionUser, password: string | undefined): Promise<void> {
  const { db } = deps.database;
  const credential = await db
    .selectFrom('accounts')
    .select('password')
    .where('user_id', '=', who.id)
    .where('provider_id', '=', PASSWORD_PROVIDER)
    .executeTakeFirst();
  if (credential?.password) {
    if (!password || !(await verifyPassword({ hash: credential.password, password }))) {
      throw new AppError('VALIDATION_FAILED', 'That is not your password.', { password: 'is not your password' }).because('wrong_password');
    }
  }
  const now = deps.now();
  const avatar = await db.transaction().execute(async (trx) => {
    const avatarKey = await lockAvatarKey(trx, who.id);
    if (avatarKey) await releaseKey(trx, avatarKey);
    await trx
      .updateTable('users')
      .set({
        email: `deleted-${who.id}@deleted.invalid`,
        email_verified: false,
        name: 'Former member',
        avatar_url: null,
        avatar_key: null,
        bio: '',
        two_factor_enabled: false,
        deleted_at: now,
        updated_at: now,
      })
      .where('id', '=', who.id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', who.id).execute();
    await trx.deleteFrom('accounts').where('user_id', '=', who.id).execute();
    await trx.deleteFrom('two_factors').where('user_id', '=', who.id).execute();
    await trx.deleteFrom('wishlists').where('user_id', '=', who.id).execute();
    await trx.deleteFrom('notifications').where('user_id', '=', who.id).execute();
    await trx.updateTable('listings').set({ status: 'unlisted', updated_at: now }).where('host_id', '=', who.id).where('status', '=', 'published').execute();
    await trx.insertInto('audit_events').values({ actor_id: who.id, action: 'account.delete', target_type: 'user', target_id: who.id, details: JSON.stringify({}) }).execute();
    return avatarKey;
  });
  // The picture identified the person: its files go too.
  if (avatar) await removeReleased(deps, avatar);
}

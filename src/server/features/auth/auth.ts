import { randomUUID } from 'node:crypto';
import type pino from 'pino';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { Config } from '../../config.js';
import type { Database } from '../../db/pool.js';
import type { Mailer } from '../mail/mailer.js';
import { queueAfterTransactionHook } from '@better-auth/core/context';
import { authEmailSender, languageSignals } from './emails.js';
import { recordLastLocale } from './member-locale-repo.js';
import { requestLanguage } from '../../../domain/locale.js';
import { CLIENT_IP_HEADER } from './client-ip.js';
import { lazyOidcProviders } from './oidc.js';
import { lastReadSettings } from '../settings/index.js';

export const SESSION_DAYS = 7;
export const VERIFY_LINK_SECONDS = 24 * 3600;
export const RESET_LINK_SECONDS = 3600;

export type AuthOptions = { config: Config; database: Database; mailer: Mailer; secret: string; log: pino.Logger };

/**
 * better-auth, configured for Roost: its models live in our snake_case tables (migration 003),
 * it shares the app's pool, and e-mail goes through our mailer. Everything Roost adds around it
 * (error shape, rate limits, single-use links, strict bodies) is in routes.ts.
 */
export function createAuth({ config, database, mailer, secret, log }: AuthOptions) {
  const send = authEmailSender({ config, database, mailer });
  return betterAuth({
    appName: config.siteName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    database: database.pool,
    telemetry: { enabled: false },
    // Its messages join the server's JSON log lines instead of the console.
    logger: { log: (level, message, ...args) => log[level === 'debug' ? 'debug' : level]({ component: 'better-auth', args: args.length ? args : undefined }, message) },
    // Roost's own limiter (rate-limit.ts) counts per account as well as per address, across processes.
    rateLimit: { enabled: false },
    trustedOrigins: (request) => [config.publicUrl, ...config.trustedOrigins, ...(request ? [sameHostOrigin(request)] : [])],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      // Signing up never signs in: the verification link does. It also makes better-auth answer a
      // sign-up for a known address exactly like a new one (no enumeration).
      autoSignIn: false,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: ({ user, token }, request) => send.resetPassword(user, token, request),
      onExistingUserSignUp: ({ user }, request) => send.existingAccount(user, request),
      onPasswordReset: ({ user }, request) => send.passwordChanged(user, request),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: ({ user, token }, request) => send.verification(user, token, request),
    },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', image: 'avatar_url', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: {
        role: { type: 'string', fieldName: 'role', input: false, required: false, defaultValue: 'user' },
        status: { type: 'string', fieldName: 'status', input: false, required: false, defaultValue: 'active' },
        // The member's language (null: the browser's), so the server paints their pages in it.
        locale: { type: 'string', fieldName: 'locale', input: false, required: false },
      },
      changeEmail: { enabled: true },
    },
    session: {
      modelName: 'sessions',
      fields: { userId: 'user_id', expiresAt: 'expires_at', ipAddress: 'ip_address', userAgent: 'user_agent', createdAt: 'created_at', updatedAt: 'updated_at' },
      expiresIn: SESSION_DAYS * 24 * 3600,
      updateAge: 24 * 3600,
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      // An identity provider's account joins an existing one only when the provider asserts the
      // same e-mail as verified, and our member had verified it too (better-auth's defaults).
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    // A sign-in callback that cannot be tied to a started sign-in (no or foreign state) would go to
    // better-auth's /error page, which Roost does not serve; the login page shows `?error=` instead.
    onAPIError: { errorURL: '/login' },
    advanced: {
      useSecureCookies: config.env !== 'development',
      // Checked in every environment: better-auth turns its Origin check off by itself when
      // NODE_ENV is test, which would leave the tests blind to what production refuses.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // joins: the session and its member in one statement (better-auth's kysely adapter supports
      // it), not two: every signed-in request looks its session up (decision 0041).
      database: { generateId: () => randomUUID(), joins: true },
    },
    databaseHooks: {
      user: {
        create: {
          // A first sign-in through a provider creates an account: refused while sign-ups are closed.
          // No database read here (better-auth's transaction may hold PGlite's one connection): the
          // route read the settings before handing the request over (routes.ts).
          before: async () => {
            if (!lastReadSettings({ config, database }).signupsOpen) {
              throw new APIError('FORBIDDEN', { code: 'SIGNUPS_CLOSED', message: 'Sign-ups are closed on this site for now.' });
            }
          },
        },
      },
      session: {
        create: {
          before: async (session, ctx) => {
            // Through better-auth's adapter: inside its transaction when there is one (PGlite has one connection).
            const user = ctx ? await ctx.context.internalAdapter.findUserById(session.userId) : null;
            if (!user || (user as { status?: string }).status === 'banned') {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended. Contact the operator of this site.' });
            }
          },
          // The language of the page they signed in from, for e-mails while they have not chosen one
          // (decision 0038). Written once better-auth's transaction is over (PGlite has one connection).
          after: async (session, ctx) => {
            const language = requestLanguage(languageSignals(ctx?.request?.headers ?? ctx?.headers));
            if (!language) return;
            await queueAfterTransactionHook(() => recordLastLocale(database.db, session.userId, language)
              .catch((err) => log.warn({ err }, 'could not record the language a member signed in from')));
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: config.siteName,
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'two_factors',
            fields: { userId: 'user_id', backupCodes: 'backup_codes', failedVerificationCount: 'failed_verification_count', lockedUntil: 'locked_until' },
          },
        },
      }),
      ...(config.oidcProviders.length ? [lazyOidcProviders(config.oidcProviders)] : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The origin the browser is talking to, from the Host header: same-origin by definition. */
function sameHostOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  return host ? `${url.protocol}//${host}` : url.origin;
}

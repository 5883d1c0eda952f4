import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  ResendVerificationBodySchema,
  ResetPasswordBodySchema,
  SignInBodySchema,
  SignUpBodySchema,
} from '../../../contract/auth.js';
import type { AppEnv } from '../../app.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { jsonBody, parseOrThrow } from '../../http/validate.js';
import { CLIENT_IP_HEADER, clientIp } from './client-ip.js';
import { LOCALE_SIGNAL_HEADER } from './emails.js';
import { LOCALE_COOKIE } from '../../../domain/locale.js';
import { translateAuthError } from './errors.js';
import { currentUser } from './session.js';
import { isCommonPassword } from './passwords.js';
import { rateLimiter, type Limit } from './rate-limit.js';
import { settings } from '../settings/index.js';
import { answerWithIssuer } from './totp-issuer.js';

const MINUTE = 60_000;

/** The better-auth endpoints Roost uses; everything else it offers answers 404 here. */
const ALLOWED: Record<string, 'GET' | 'POST'> = {
  '/get-session': 'GET',
  '/verify-email': 'GET',
  '/sign-up/email': 'POST',
  '/sign-in/email': 'POST',
  '/sign-out': 'POST',
  '/request-password-reset': 'POST',
  '/reset-password': 'POST',
  '/send-verification-email': 'POST',
  '/change-password': 'POST',
  '/change-email': 'POST',
  '/two-factor/get-totp-uri': 'POST',
  '/two-factor/enable': 'POST',
  '/two-factor/disable': 'POST',
  '/two-factor/verify-totp': 'POST',
  '/two-factor/verify-backup-code': 'POST',
  '/two-factor/generate-backup-codes': 'POST',
  '/sign-in/oauth2': 'POST',
};

const OAuthSignInBodySchema = z.strictObject({
  providerId: z.string().min(1),
  callbackURL: z.string().optional(),
  errorCallbackURL: z.string().optional(),
});

/** Roost's own rules on bodies better-auth accepts loosely (strict, SPEC section 5). */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/sign-in/oauth2': OAuthSignInBodySchema,
  '/sign-up/email': SignUpBodySchema,
  '/sign-in/email': SignInBodySchema,
  '/request-password-reset': ForgotPasswordBodySchema,
  '/reset-password': ResetPasswordBodySchema,
  '/change-password': ChangePasswordBodySchema,
  '/change-email': ChangeEmailBodySchema,
  '/send-verification-email': ResendVerificationBodySchema,
};
/** Where a new password is chosen, and the field that holds it. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * `/api/auth/*`: better-auth's handler inside Roost's rules — only the endpoints above, strict
 * bodies, common passwords refused, rate limits per account and per address, e-mailed links
 * usable once, and every error in the SPEC's shape.
 */
export function authRoutes(deps: Deps) {
  const { auth, config, database } = deps;
  const limiter = rateLimiter(database, deps.now);
  const app = new Hono<AppEnv>();

  app.all('/*', async (c) => {
    const path = c.req.path.replace(/^\/api\/auth/, '');
    const method = ALLOWED[path] ?? (path.startsWith('/oauth2/callback/') ? 'GET' : undefined);
    if (!method || method !== c.req.method) throw new AppError('NOT_FOUND', `No API endpoint at ${c.req.method} ${c.req.path}.`);

    const ip = clientIp(c, config);
    let bodyText: string | undefined;
    let body: Record<string, unknown> = {};
    if (method === 'POST') {
      body = (await jsonBody(c, { optional: true })) as Record<string, unknown>;
      const schema = BODY_SCHEMAS[path];
      if (schema) body = parseOrThrow(schema, body) as Record<string, unknown>;
      const field = NEW_PASSWORD_FIELD[path];
      if (field && isCommonPassword(String(body[field]))) {
        throw new AppError('VALIDATION_FAILED', 'Please choose a less common password.', {
          [field]: 'This password is one of the most commonly used. Choose one that is harder to guess.',
        }).because('common_password');
      }
      bodyText = JSON.stringify(body); // as the schema left it (trimmed)
    }

    const email = typeof body.email === 'string' ? body.email.toLowerCase() : undefined;
    let onFailure: Limit[] = [];
    let onSuccessClear: string[] = [];
    if (path === '/sign-in/email') {
      // Only failed attempts count: 5 per 15 minutes per account and per address.
      onFailure = [
        { key: `sign-in:account:${email}`, max: 5, windowMs: 15 * MINUTE },
        { key: `sign-in:ip:${ip}`, max: 5, windowMs: 15 * MINUTE },
      ];
      onSuccessClear = [`sign-in:account:${email}`];
      await limiter.check(onFailure);
    } else if (path.startsWith('/two-factor/verify-')) {
      onFailure = [{ key: `two-factor:ip:${ip}`, max: 5, windowMs: 15 * MINUTE }];
      await limiter.check(onFailure);
    } else if (path === '/sign-up/email') {
      if (!(await settings(deps)).signupsOpen) throw new AppError('FORBIDDEN', 'Sign-ups are closed on this site for now. Members who have an account can still log in.').because('signups_closed');
      await limiter.hit([{ key: `sign-up:ip:${ip}`, max: 20, windowMs: 60 * MINUTE }]);
    } else if (path === '/request-password-reset' || path === '/send-verification-email') {
      await limiter.hit([
        { key: `mail:account:${email}`, max: 5, windowMs: 15 * MINUTE },
        { key: `mail:ip:${ip}`, max: 20, windowMs: 15 * MINUTE },
      ]);
    } else if (path === '/change-email') {
      await refuseTakenEmail(c, String(body.newEmail));
    } else if (path === '/verify-email') {
      await useLinkOnce(c.req.query('token'));
    }

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    // better-auth sees only its own cookies: it asks a write that carries any cookie for its
    // Origin (a defence for cookie sessions), and a script that kept the site's preference cookies
    // (language, time zone: decision 0056) but holds no session must not be refused for them.
    // The language cookie still reaches the hooks that read it (emails.ts), as a header of ours.
    const locale = getCookie(c, LOCALE_COOKIE);
    headers.delete(LOCALE_SIGNAL_HEADER);
    if (locale) headers.set(LOCALE_SIGNAL_HEADER, locale);
    const own = authCookies(headers.get('cookie'));
    if (own) headers.set('cookie', own);
    else headers.delete('cookie');
    if (bodyText !== undefined) {
      headers.delete('content-length');
      headers.set('content-type', 'application/json');
    }
    // better-auth 1.7 serves the OIDC providers through its social-provider endpoints.
    const url = new URL(c.req.raw.url);
    if (path === '/sign-in/oauth2') {
      const { providerId, ...rest } = body;
      url.pathname = '/api/auth/sign-in/social';
      bodyText = JSON.stringify({ provider: providerId, ...rest });
    } else if (path.startsWith('/oauth2/callback/')) {
      url.pathname = `/api/auth${path.replace(/^\/oauth2/, '')}`;
    }
    // Fresh settings for the user-create hook, which may not read them itself (auth.ts).
    if (path.startsWith('/oauth2/callback/')) await settings(deps);
    const request = new Request(url, { method, headers, body: bodyText || undefined });
    const response = await auth.handler(request);

    if (onFailure.length) {
      if (response.status === 401 || (response.status === 400 && path.startsWith('/two-factor/verify-'))) await limiter.record(onFailure.map((l) => l.key));
      else if (response.ok && onSuccessClear.length) await limiter.clear(onSuccessClear);
    }
    if (response.status >= 400) return translateAuthError(response, path);
    // The authenticator app shows the site's name as the operator set it (totp-issuer.ts).
    if (path === '/two-factor/enable' || path === '/two-factor/get-totp-uri') return answerWithIssuer(response, (await settings(deps)).siteName);
    return response;
  });

  /** A signed-in member asking to move to an address someone else has gets 409 EMAIL_TAKEN. */
  async function refuseTakenEmail(c: Context, newEmail: string) {
    const me = await currentUser(c, deps);
    if (!me) return; // better-auth answers 401
    const taken = await database.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', newEmail.toLowerCase()))
      .where('id', '!=', me.id)
      .executeTakeFirst();
    if (taken) throw new AppError('EMAIL_TAKEN', 'Another account already uses this email address.', { newEmail: 'is already in use' });
  }

  /** better-auth's verification links are stateless tokens; Roost lets each work once. */
  async function useLinkOnce(token: string | undefined) {
    if (!token) return; // better-auth answers the missing token
    const hash = createHash('sha256').update(token).digest('hex');
    const { rowCount } = await database.pool.query('insert into used_links (token_hash, used_at) values ($1, $2) on conflict do nothing', [hash, deps.now()]);
    if (!rowCount) throw new AppError('LINK_INVALID', 'This link has already been used. Log in, or ask for a new link.');
  }

  return app;
}

/** The better-auth cookies (`better-auth.…`, `__Secure-better-auth.…`) of a Cookie header, or '' when none. */
export function authCookies(header: string | null): string {
  return (header ?? '').split(';').map((c) => c.trim()).filter((c) => /^(__Secure-)?better-auth\./.test(c)).join('; ');
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../deps.js';

/** A signed-in member's session as the app needs it: the columns currentUser (session.ts) reads. */
export type SessionRow = {
  session_id: string;
  expires_at: Date | string;
  user_id: string;
  email: string;
  email_verified: boolean;
  name: string;
  role: string | null;
  status: string | null;
};

/** `null`: no session cookie (a visitor). `undefined`: not the plain case; ask better-auth. */
export type QuickSession = SessionRow | null | undefined;

type Checker = (headers: Headers) => Promise<QuickSession>;
const checkers = new WeakMap<Deps['auth'], Promise<Checker>>();

/**
 * The session check of every request, for the case that is nearly all of them: a valid signed
 * session cookie whose session is current and needs no refresh. It does what better-auth's
 * `getSession` does in that case, without its endpoint machinery (decision 0043): the cookie's
 * HMAC-SHA256 signature is checked with the same secret (node:crypto instead of a WebCrypto key
 * imported per request), and the session and its member are read from the database in one named
 * prepared statement on every request, so a sign-out, an expiry or a ban counts at once.
 *
 * Anything else answers `undefined` and the caller asks better-auth: a bad signature, an unknown
 * or expired session (better-auth deletes it), one due for its sliding refresh (better-auth
 * extends it), a leftover session-data cookie (better-auth clears it), or options this fast path
 * does not implement (cookie cache, deferred refresh, secondary storage).
 */
export function quickSession(deps: Pick<Deps, 'auth' | 'database'>, headers: Headers): Promise<QuickSession> {
  let checker = checkers.get(deps.auth);
  if (!checker) {
    checker = makeChecker(deps);
    checkers.set(deps.auth, checker);
  }
  return checker.then((check) => check(headers));
}

async function makeChecker({ auth, database }: Pick<Deps, 'auth' | 'database'>): Promise<Checker> {
  const ctx = await auth.$context;
  const session = ctx.options.session as { cookieCache?: { enabled?: boolean }; deferSessionRefresh?: boolean; disableSessionRefresh?: boolean } | undefined;
  if (session?.cookieCache?.enabled || session?.deferSessionRefresh || session?.disableSessionRefresh || (ctx.options as { secondaryStorage?: unknown }).secondaryStorage) {
    return async () => undefined;
  }
  const tokenName = ctx.authCookies.sessionToken.name;
  const dataName = ctx.authCookies.sessionData.name;
  const dontRememberName = ctx.authCookies.dontRememberToken.name;
  const secret = ctx.secret;
  const { expiresIn, updateAge } = ctx.sessionConfig;
  return async (headers) => {
    const cookies = parseCookies(headers.get('cookie'));
    for (const name of cookies.keys()) if (name === dataName || name.startsWith(`${dataName}.`)) return undefined;
    const raw = cookies.get(tokenName);
    if (!raw) return null;
    const token = verifiedValue(raw, secret);
    if (!token) return undefined;
    const { rows: [row] } = await database.pool.query<SessionRow>({
      name: 'roost_session_by_token',
      text: `select s.id as session_id, s.expires_at, u.id as user_id, u.email, u.email_verified, u.name, u.role, u.status
             from sessions s join users u on u.id = s.user_id where s.token = $1`,
      values: [token],
    });
    if (!row) return undefined;
    const expiresAt = new Date(row.expires_at).getTime();
    if (!(expiresAt >= Date.now())) return undefined;
    // better-auth slides the expiry forward once `updateAge` has passed, unless "don't remember me".
    const dueForRefresh = expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (dueForRefresh && !cookies.has(dontRememberName)) return undefined;
    return row;
  };
}

/** The value of a cookie signed as better-call signs it (`value.base64(HMAC-SHA256(secret, value))`), or undefined. */
export function verifiedValue(cookie: string, secret: string): string | undefined {
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return undefined;
  const value = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
}

/** A Cookie header's pairs, the first of each name, values URI-decoded (as better-call reads them). */
function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.charCodeAt(0) === 34) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch { /* kept as sent */ }
    cookies.set(name, value);
  }
  return cookies;
}

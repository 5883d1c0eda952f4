import type { Context } from 'hono';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { quickSession, type SessionRow } from './session-check.js';

export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  role: 'user' | 'admin';
  /** The session's id; for a request made with an API token, `api-token:<id>` (matches no session). */
  sessionId: string;
  /** Set when the request was made with a personal API token (features/api-tokens) rather than the session cookie. */
  token?: { id: string; scopes: readonly string[] };
};

const cache = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The member a request's API token names, set by the token middleware (features/api-tokens)
 * after it checked the token and the call's scope. Such a request ignores any session cookie.
 */
export function setTokenUser(req: Request, user: SessionUser): void {
  cache.set(req, Promise.resolve(user));
}

/** Who is asking, from the session cookie (looked up once per request); null for visitors. */
export function currentUser(c: Context, deps: Deps): Promise<SessionUser | null> {
  let found = cache.get(c.req.raw);
  if (!found) {
    const headers = c.req.raw.headers;
    // The plain case (a current session, no refresh due) without better-auth's endpoint; the rest through it.
    found = quickSession(deps, headers).then((q) => (q === undefined ? fromBetterAuth(deps, headers) : q && memberOf(q)));
    cache.set(c.req.raw, found);
  }
  return found;
}

function fromBetterAuth(deps: Deps, headers: Headers): Promise<SessionUser | null> {
  return deps.auth.api.getSession({ headers }).then((s) => s && memberOf({
    session_id: s.session.id, expires_at: s.session.expiresAt, user_id: s.user.id, email: s.user.email,
    email_verified: s.user.emailVerified, name: s.user.name,
    role: (s.user as { role?: string }).role ?? null, status: (s.user as { status?: string }).status ?? null,
  }));
}

/** The member of a session; a member banned after signing in loses access on their next request. */
function memberOf(r: SessionRow): SessionUser | null {
  if (r.status === 'banned') return null;
  return {
    id: r.user_id, email: r.email, emailVerified: r.email_verified, name: r.name,
    role: r.role === 'admin' ? 'admin' : 'user', sessionId: r.session_id,
  };
}

/** A signed-in member, or 401 UNAUTHENTICATED. */
export async function requireUser(c: Context, deps: Deps): Promise<SessionUser> {
  const user = await currentUser(c, deps);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return user;
}

/** A member whose e-mail is verified (a guest or host in SPEC section 1), or 403 EMAIL_NOT_VERIFIED. */
export async function requireVerified(c: Context, deps: Deps): Promise<SessionUser> {
  const user = await requireUser(c, deps);
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your email address first: we sent you a link.');
  return user;
}

/** An operator (SPEC section 1 "admin"): 401 for visitors, 403 FORBIDDEN for every other member. */
export async function requireAdmin(c: Context, deps: Deps): Promise<SessionUser> {
  const user = await requireUser(c, deps);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Only an operator of this Roost can do that.');
  return user;
}

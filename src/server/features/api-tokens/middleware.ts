import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../../deps.js';
import { AppError } from '../../http/errors.js';
import { setTokenUser } from '../auth/session.js';
import { scopeFor } from './scopes.js';
import { auditTokenWrite, authenticate } from './service.js';

const BEARER = /^bearer\s+(\S*)\s*$/i;

/**
 * `Authorization: Bearer roost_pat_…` on /api: checks the token (401), counts it (429), checks the
 * call's scope in scopes.ts (403), then lets the route run as the token's member, whose
 * ownership checks apply as for a session. Writes made with a token are audited.
 */
export function apiTokenAuth(deps: Deps): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) return next();
    const m = BEARER.exec(header);
    if (!m) throw new AppError('UNAUTHENTICATED', 'Send an API token as "Authorization: Bearer roost_pat_…".');
    const user = await authenticate(deps, m[1]!);
    const scope = scopeFor(c.req.method, c.req.path);
    if (!scope) throw new AppError('FORBIDDEN', 'API tokens cannot make this call: use the website.');
    if (!user.token!.scopes.includes(scope)) throw new AppError('FORBIDDEN', `This token does not have the ${scope} scope.`);
    setTokenUser(c.req.raw, user);
    await next();
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && c.res.status < 400) {
      await auditTokenWrite(deps, user, { method: c.req.method, path: c.req.path, status: c.res.status });
    }
  };
}

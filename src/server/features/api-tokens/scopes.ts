import type { TokenScope } from '../../../contract/api-tokens.js';

/**
 * The one place that says which scope a call needs when it is made with an API token
 * (docs/decisions/0024-api-tokens.md). Rules are tried in order and the first match wins; a call
 * no rule matches refuses tokens (403), so a new call is closed to tokens until it is listed here.
 * Paths: `:name` is one segment, a trailing `/*` any rest. GET also covers HEAD.
 * The scope only opens the door: the route still checks who owns what (another member's
 * listing is 404 with a token as with a session).
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Rule = { methods: Method[]; path: string; scope: TokenScope };

const WRITE: Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const SCOPE_RULES: Rule[] = [
  // The operator's calls.
  { methods: ['GET', ...WRITE], path: '/api/v1/admin/*', scope: 'admin' },
  // Bookings: read mine, book, and act on them (reviews are not covered).
  { methods: ['GET'], path: '/api/v1/bookings', scope: 'bookings:read' },
  { methods: ['GET'], path: '/api/v1/bookings/:id', scope: 'bookings:read' },
  { methods: ['GET'], path: '/api/v1/bookings/:id/review', scope: 'bookings:read' },
  { methods: ['POST'], path: '/api/v1/bookings', scope: 'bookings:write' },
  { methods: ['POST'], path: '/api/v1/bookings/:id/accept', scope: 'bookings:write' },
  { methods: ['POST'], path: '/api/v1/bookings/:id/decline', scope: 'bookings:write' },
  { methods: ['POST'], path: '/api/v1/bookings/:id/withdraw', scope: 'bookings:write' },
  { methods: ['POST'], path: '/api/v1/bookings/:id/cancel', scope: 'bookings:write' },
  // My listings, their photos and calendars. The export address is a secret: reading it is a write scope.
  { methods: ['GET'], path: '/api/v1/listings/:id/calendar/export', scope: 'listings:write' },
  { methods: ['POST'], path: '/api/v1/listings', scope: 'listings:write' },
  { methods: ['PATCH', 'DELETE'], path: '/api/v1/listings/:id', scope: 'listings:write' },
  { methods: WRITE, path: '/api/v1/listings/:id/*', scope: 'listings:write' },
  // Reading listings: what visitors read, and my listings as their editor sees them.
  { methods: ['GET'], path: '/api/v1/listings', scope: 'listings:read' },
  { methods: ['GET'], path: '/api/v1/listings/:id', scope: 'listings:read' },
  { methods: ['GET'], path: '/api/v1/listings/:id/*', scope: 'listings:read' },
  { methods: ['GET'], path: '/api/v1/host/listings', scope: 'listings:read' },
  { methods: ['GET'], path: '/api/v1/host/listings/:id', scope: 'listings:read' },
  { methods: ['GET'], path: '/api/v1/users/:id', scope: 'listings:read' },
  { methods: ['GET'], path: '/api/v1/users/:id/reviews', scope: 'listings:read' },
  { methods: ['GET'], path: '/api/v1/places', scope: 'listings:read' },
  { methods: ['GET'], path: '/api/v1/destinations', scope: 'listings:read' },
  { methods: ['GET'], path: '/api/v1/config', scope: 'listings:read' },
];

const compiled = SCOPE_RULES.map((r) => {
  const body = r.path.replace(/\/\*$/, '').split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return { ...r, re: new RegExp(`^${body}${r.path.endsWith('/*') ? '/.+' : ''}/?$`) };
});

/** The scope a token needs for `method path`, or null when tokens may not make this call. */
export function scopeFor(method: string, path: string): TokenScope | null {
  const m = (method === 'HEAD' ? 'GET' : method) as Method;
  for (const r of compiled) if (r.methods.includes(m) && r.re.test(path)) return r.scope;
  return null;
}

import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from '../../config.js';

/** Set by Roost on requests it hands to better-auth; any copy sent by a client is replaced. */
export const CLIENT_IP_HEADER = 'x-roost-client-ip';

/** The client's address: the socket's, or X-Forwarded-For's first hop behind a trusted proxy. */
export function clientIp(c: Context, config: Config): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Webhook } from 'standardwebhooks';
import { safeLookup, type AddressPolicy } from '../calendar/index.js';
import type { Outcome } from './repo.js';
import type { WebhookErrorCode } from '../../../contract/webhooks.js';

/**
 * One signed POST to an endpoint (Standard Webhooks). The address rules of iCal feeds apply at
 * delivery time too, on the address actually connected to (a name that later resolves to a
 * private address is refused then: no DNS rebinding). Redirects are not followed (a 3xx is a
 * failure, as Standard Webhooks senders do). One timeout covers connecting, sending and the answer;
 * only the first 1 000 characters of the answer are kept.
 */

export const RESPONSE_EXCERPT = 1000;
const READ_LIMIT = 64 * 1024;

export type SendOptions = { timeoutMs: number; policy: AddressPolicy; userAgent: string };

/** The three Standard Webhooks headers. `signedAt` is the wall clock: receivers compare it with theirs. */
export function signedHeaders(secret: string, eventId: string, body: string, signedAt: Date): Record<string, string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, signedAt, body),
  };
}

const refused = { errorCode: 'private_address', error: 'The address is on a private or local network, which webhooks cannot be sent to.' } as const;
/** A failure: its English sentence (kept in the log) and its code (worded by the interface). */
type Failure = { error: string; errorCode: WebhookErrorCode };

export async function sendWebhook(url: string, secret: string, eventId: string, body: string, o: SendOptions): Promise<Outcome> {
  const started = performance.now();
  const done = (r: Omit<Outcome, 'durationMs'>): Outcome => ({ ...r, durationMs: Math.round(performance.now() - started) });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return done({ statusCode: null, errorCode: 'bad_address', error: 'The address is not a web address.', response: null });
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // Node connects to an IP literal without calling `lookup`: check it here.
  if (net.isIP(host) && !o.policy(host)) return done({ statusCode: null, ...refused, response: null });
  // The wall clock, not business time: it is the receiver's replay check, against its own clock.
  const headers = {
    ...signedHeaders(secret, eventId, body, new Date()),
    'content-type': 'application/json', 'user-agent': o.userAgent, 'content-length': String(Buffer.byteLength(body)),
  };
  const signal = AbortSignal.timeout(o.timeoutMs);
  try {
    const { statusCode, text } = await new Promise<{ statusCode: number; text: string }>((resolve, reject) => {
      const mod = target.protocol === 'https:' ? https : http;
      const req = mod.request(target, { method: 'POST', headers, signal, lookup: safeLookup(o.policy), agent: false }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < READ_LIMIT) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
    const response = text.slice(0, RESPONSE_EXCERPT);
    const ok = statusCode >= 200 && statusCode < 300;
    return done({ statusCode, ...(ok ? { error: null, errorCode: null } : { error: `The endpoint answered ${statusCode}.`, errorCode: 'http_status' }), response });
  } catch (err) {
    return done({ statusCode: null, ...describe(err, signal, o.timeoutMs), response: null });
  }
}

function describe(err: unknown, signal: AbortSignal, timeoutMs: number): Failure {
  if ((err as { refused?: boolean } | null)?.refused) return refused;
  if (signal.aborted) return { errorCode: 'timeout', error: `No answer within ${timeoutMs / 1000} seconds.` };
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { errorCode: 'no_such_host', error: 'The address could not be found (no such host).' };
  if (code === 'ECONNREFUSED') return { errorCode: 'connection_refused', error: 'The server refused the connection.' };
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return { errorCode: 'certificate', error: 'The server has an invalid HTTPS certificate.' };
  return { errorCode: 'unreachable', error: `The request failed (${code ?? (err as Error)?.message ?? 'unknown error'}).` };
}

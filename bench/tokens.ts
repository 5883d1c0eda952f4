import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDatabase, type Database } from '../src/server/db/pool';
import { migrate } from '../src/server/db/migrate';
import { startThrowawayPostgres } from '../tools/throwaway-postgres';
import { loadConfig } from '../src/server/config';
import { createDeps } from '../src/server/create-deps';
import { createApp } from '../src/server/app';
import { insertListing, insertUser } from '../tests/integration/factories';
import { fmt, summarise, time } from './stats';

const PASSWORD = 'bench password 2026';

/**
 * The cost of authenticating with a personal API token (issue 15 §2) beside a session cookie,
 * measured in the same run, samples interleaved so the machine's noise falls on both alike:
 * - a member's call (GET /host/listings/:id): cookie vs token, the same work after authentication;
 * - a public call (GET /config), without credentials vs with a token: the token's whole overhead
 *   (one UPDATE … RETURNING that finds the token, counts it and stamps its use).
 */
async function benchTokenAuth(label: string, database: Database, n = 400) {
  const deps = await createDeps({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', DATA_DIR: '/tmp/roost-unused', API_TOKEN_REQUESTS_PER_MINUTE: '100000' }),
    database, log: pino({ level: 'silent' }), now: () => new Date(),
  });
  const app = createApp(deps);
  const origin = deps.config.publicUrl;
  const host = await insertUser(database, { name: 'Bench Host', password: PASSWORD });
  const listing = await insertListing(database, host.id);
  const signIn = await app.request(`${origin}/api/auth/sign-in/email`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '10.8.0.1' },
    body: JSON.stringify({ email: host.email, password: PASSWORD }),
  });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const made = await app.request(`${origin}/api/v1/account/tokens`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ name: 'bench', scopes: ['listings:read'] }),
  });
  if (made.status !== 201) throw new Error(`creating a token answered ${made.status}`);
  const { secret } = (await made.json()) as { secret: string };

  const get = async (p: string, headers: Record<string, string>) => {
    const res = await app.request(`${origin}${p}`, { headers: { 'x-forwarded-for': '10.8.0.2', ...headers } });
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    await res.arrayBuffer();
  };
  const pair = async (a: () => Promise<unknown>, b: () => Promise<unknown>) => {
    for (let i = 0; i < 30; i++) { await a(); await b(); }
    const as: number[] = [];
    const bs: number[] = [];
    for (let i = 0; i < n; i++) {
      // Alternate which goes first, so neither always meets a warm or a cold cache.
      if (i % 2) { as.push(await time(a)); bs.push(await time(b)); } else { bs.push(await time(b)); as.push(await time(a)); }
    }
    return [summarise(as), summarise(bs)] as const;
  };
  const bearer = { authorization: `Bearer ${secret}` };
  const member = `/api/v1/host/listings/${listing.id}`;
  const [byCookie, byToken] = await pair(() => get(member, { cookie }), () => get(member, bearer));
  const [none, withToken] = await pair(() => get('/api/v1/config', {}), () => get('/api/v1/config', bearer));
  console.log(`api tokens ${label}: GET /host/listings/:id with a session cookie ${fmt(byCookie)}`);
  console.log(`api tokens ${label}: GET /host/listings/:id with an API token   ${fmt(byToken)} — ratio to the cookie p50 ${(byToken.p50 / byCookie.p50).toFixed(2)}×, p95 ${(byToken.p95 / byCookie.p95).toFixed(2)}×`);
  console.log(`api tokens ${label}: GET /config without credentials ${fmt(none)}; with an API token ${fmt(withToken)} — token authentication adds ${(withToken.p50 - none.p50).toFixed(2)} ms at p50`);
}

/** `npm run bench` entry (`--skip-tokens`): PGlite and, unless skipped, a throwaway PostgreSQL. */
export async function benchTokens(opts: { postgres: boolean }) {
  const pglite = await openDatabase({ inMemory: true });
  try {
    await migrate(pglite.pool);
    await benchTokenAuth('pglite', pglite);
  } finally {
    await pglite.close();
  }
  if (!opts.postgres) return;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-tokens-'));
  fs.chmodSync(tmp, 0o755);
  const server = startThrowawayPostgres(tmp);
  if (!server) return console.log('api tokens postgres: not installed here, skipped');
  try {
    const database = await openDatabase({ databaseUrl: `${server.url}/postgres` });
    try {
      await migrate(database.pool);
      await benchTokenAuth('postgres', database);
    } finally {
      await database.close();
    }
  } finally {
    server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// `npx tsx bench/tokens.ts [--skip-postgres]`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchTokens({ postgres: !process.argv.includes('--skip-postgres') });

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { serve } from '@hono/node-server';
import { openDatabase, type Database } from '../src/server/db/pool';
import { migrate } from '../src/server/db/migrate';
import { startThrowawayPostgres } from '../tools/throwaway-postgres';
import { loadConfig } from '../src/server/config';
import { createDeps } from '../src/server/create-deps';
import { createApp } from '../src/server/app';
import { inboxPage } from '../src/server/features/messages/repo';
import { insertListing, insertPhoto, insertUser } from '../tests/integration/factories';
import { fmt, measure, summarise, type Stats } from './stats';

const PASSWORD = 'bench password 2026';
const SUBSCRIBERS = 50;
const INBOX = 10_000;

/** A server process's worth: deps, app and a real HTTP server on loopback. */
async function instance(database: Database) {
  const deps = await createDeps({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', DATA_DIR: '/tmp/roost-unused', MESSAGES_PER_MINUTE: '1000' }),
    database, log: pino({ level: 'silent' }), now: () => new Date(),
  });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { deps, app, base, stop: () => new Promise((r) => { (server as import('node:http').Server).closeAllConnections(); server.close(r); }) };
}

async function signIn(base: string, email: string, n: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** An SSE connection that resolves waiters when a message with a given body arrives. */
async function subscribe(base: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/v1/conversations/stream`, { headers: { cookie, accept: 'text/event-stream' }, signal: abort.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const waiting = new Map<string, () => void>();
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  void (async () => {
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buf += value;
        for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          if (block.startsWith('event: ready')) ready();
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.startsWith('event: message') && data) waiting.get(JSON.parse(data).message.body)?.();
        }
      }
    } catch { /* closed */ }
  })();
  await isReady;
  return { arrived: (body: string) => new Promise<void>((r) => waiting.set(body, r)), close: () => abort.abort() };
}

/**
 * Send → delivery over SSE with SUBSCRIBERS open conversations, each guest listening on instance
 * B, the host sending through instance A (another "process" on the same database): what crosses
 * processes. Then the same with everyone on A (the sender's own process is woken at once).
 * Baseline: the send call alone.
 */
async function benchDelivery(label: string, database: Database, n = 200) {
  const [a, b] = [await instance(database), await instance(database)];
  try {
    const host = await insertUser(database, { name: 'Bench Host', password: PASSWORD });
    const listing = (await insertListing(database, host.id)).id;
    const guests = [];
    for (let i = 0; i < SUBSCRIBERS; i++) guests.push(await insertUser(database, { name: `Bench Guest ${i}`, password: PASSWORD }));
    const hostCookie = await signIn(a.base, host.email, 0);
    const cookies: string[] = [];
    for (let i = 0; i < guests.length; i += 8) cookies.push(...await Promise.all(guests.slice(i, i + 8).map((g, j) => signIn(a.base, g.email, i + j + 1))));
    // Each guest starts their conversation with the host.
    const conversations: string[] = [];
    for (const [i, cookie] of cookies.entries()) {
      const res = await fetch(`${a.base}/api/v1/conversations`, {
        method: 'POST', headers: { 'content-type': 'application/json', origin: a.base, cookie, 'x-forwarded-for': `10.8.0.${i}` },
        body: JSON.stringify({ listingId: listing, body: `Hello from guest ${i}` }),
      });
      conversations.push((await res.json()).conversationId);
    }
    const run = async (where: typeof a, count: number, tag: string) => {
      const subs = await Promise.all(cookies.map((c) => subscribe(where.base, c)));
      const send: number[] = [];
      const delivered: number[] = [];
      try {
        for (let i = 0; i < count + 10; i++) {
          const k = i % SUBSCRIBERS;
          const body = `${tag} ${i}`;
          const arrived = subs[k]!.arrived(body);
          // Messages come at any moment, not in step with the poller: a random pause breaks the lockstep
          // a send-then-wait loop would fall into (each send right after a poll, waiting a whole interval).
          await new Promise((r) => setTimeout(r, Math.random() * 300));
          const t0 = performance.now();
          const res = await fetch(`${a.base}/api/v1/conversations/${conversations[k]}/messages`, {
            method: 'POST', headers: { 'content-type': 'application/json', origin: a.base, cookie: hostCookie }, body: JSON.stringify({ body }),
          });
          if (res.status !== 201) throw new Error(`send answered ${res.status}: ${await res.text()}`);
          const t1 = performance.now();
          await arrived;
          if (i >= 10) { // the first ten warm up
            send.push(t1 - t0);
            delivered.push(performance.now() - t0);
          }
        }
      } finally {
        for (const s of subs) s.close();
      }
      return { send: summarise(send), delivered: summarise(delivered) };
    };
    const cross = await run(b, n, 'cross');
    const same = await run(a, Math.min(n, 100), 'same');
    const line = (what: string, r: { send: Stats; delivered: Stats }) =>
      console.log(`messages ${label}: ${what} delivery over SSE (${SUBSCRIBERS} open conversations) ${fmt(r.delivered)}; the send call alone ${fmt(r.send)} (p50 ${(r.delivered.p50 / r.send.p50).toFixed(1)}×)`);
    // On PGlite the two instances share one process (PGlite has one opener), so B hears only through its poll.
    line(database.engine === 'postgres' ? 'another process (NOTIFY + poll)' : 'another instance (poll only)', cross);
    line('the sender\'s own process', same);
    return cross;
  } finally {
    await b.stop();
    await a.stop();
  }
}

/** GET /conversations for a member with INBOX conversations, seeded in bulk SQL, beside the inbox query's SQL alone. */
async function benchInbox(label: string, database: Database, n = 300) {
  const { deps, app, base, stop } = await instance(database);
  try {
    const host = await insertUser(database, { name: 'Busy Host', password: PASSWORD });
    const listings = [];
    for (let i = 0; i < 20; i++) {
      const id = (await insertListing(database, host.id)).id;
      await insertPhoto(database, id, 0);
      listings.push(id);
    }
    const t = performance.now();
    await database.pool.query(`insert into users (id, email, name, email_verified)
      select 'ib' || i, 'ib' || i || '@bench.test', 'Guest ' || i, true from generate_series(1, $1) i`, [INBOX]);
    await database.pool.query(`insert into conversations (id, listing_id, guest_id, host_id, created_at)
      select 'ic' || i, ($2::text[])[1 + i % 20], 'ib' || i, $3, now() - interval '1 day' from generate_series(1, $1) i`, [INBOX, listings, host.id]);
    await database.pool.query(`insert into messages (id, conversation_id, sender_id, body, created_at)
      select 'im' || i, 'ic' || i, 'ib' || i, 'Hello, is the flat free in March? (' || i || ')', now() - (($1 - i) || ' minutes')::interval
      from generate_series(1, $1) i order by i`, [INBOX]);
    await database.pool.query(`insert into conversation_members (conversation_id, user_id, role, last_seq, unread_count)
      select m.conversation_id, c.host_id, 'host', m.seq, 1 from messages m join conversations c on c.id = m.conversation_id where m.id like 'im%'
      union all
      select m.conversation_id, c.guest_id, 'guest', m.seq, 0 from messages m join conversations c on c.id = m.conversation_id where m.id like 'im%'`);
    await database.pool.query('analyze');
    console.log(`messages ${label}: seeded ${INBOX} conversations for one member in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const cookie = await signIn(base, host.email, 0);
    const get = async (path: string) => {
      const res = await app.request(`${deps.config.publicUrl}${path}`, { headers: { cookie, 'x-forwarded-for': '10.7.0.1' } });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      return res.json();
    };
    const first = await get('/api/v1/conversations');
    if (first.conversations.length !== 20 || first.unreadConversations !== INBOX) throw new Error('the inbox is not what was seeded');
    const api = await measure(n, () => get('/api/v1/conversations'));
    const sql = await measure(n, () => inboxPage(deps.database.db, host.id, 21));
    let cursor: string | null = first.nextCursor;
    for (let i = 0; i < 250 && cursor; i++) cursor = (await get(`/api/v1/conversations?cursor=${cursor}`)).nextCursor;
    const deep = await measure(Math.min(n, 100), () => get(`/api/v1/conversations?cursor=${cursor}`));
    const count = await measure(n, () => get('/api/v1/conversations/unread-count'));
    // What any signed-in call costs before its own work (the session lookup): GET /me, one small query.
    const me = await measure(n, () => get('/api/v1/me'));
    console.log(`messages ${label}: GET /conversations, ${INBOX} conversations, first page ${fmt(api)}; its SQL alone ${fmt(sql)} (p95 ${(api.p95 / sql.p95).toFixed(2)}×)`);
    console.log(`messages ${label}: page 250 (5 000 conversations down) ${fmt(deep)}; unread-count over ${INBOX} unread ${fmt(count)}; GET /me (a signed-in call's floor) ${fmt(me)}`);
    return { api, sql };
  } finally {
    await stop();
  }
}

async function onEngine(label: string, open: () => Promise<Database>) {
  for (const bench of [benchDelivery, benchInbox]) {
    const database = await open();
    try {
      await migrate(database.pool);
      await bench(label, database);
    } finally {
      await database.close();
    }
  }
}

/** `npm run bench` entry (`--skip-messages`): PGlite and, unless skipped, a throwaway PostgreSQL. */
export async function benchMessages(opts: { postgres: boolean }) {
  await onEngine('pglite', () => openDatabase({ inMemory: true }));
  if (!opts.postgres) return;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-messages-'));
  fs.chmodSync(tmp, 0o755);
  const server = startThrowawayPostgres(tmp);
  if (!server) return console.log('messages postgres: not installed here, skipped');
  try {
    let db = 0;
    await onEngine('postgres', async () => {
      const name = `bench_messages_${++db}`;
      const admin = await openDatabase({ databaseUrl: `${server.url}/postgres` });
      await admin.pool.query(`create database ${name}`);
      await admin.close();
      return openDatabase({ databaseUrl: `${server.url}/${name}` });
    });
  } finally {
    server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

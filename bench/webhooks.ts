import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDatabase, type Database } from '../src/server/db/pool';
import { migrate } from '../src/server/db/migrate';
import { startThrowawayPostgres } from '../tools/throwaway-postgres';
import { loadConfig } from '../src/server/config';
import { createDeps } from '../src/server/create-deps';
import { queueWebhookEvent, wakeWebhookDelivery } from '../src/server/features/webhooks/index';
import { signedHeaders } from '../src/server/features/webhooks/send';
import { insertUser } from '../tests/integration/factories';
import { startWebhookReceiver, type WebhookReceiver } from '../tests/support/webhook-receiver';
import { fmt, summarise } from './stats';

const EVENTS = 200;
const WARMUP = 20;
const NOW = new Date('2026-11-21T12:00:00Z');
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** A bare signed POST to the receiver, answered: the floor any sender has to pay. */
function barePost(url: string, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST', agent: false,
      headers: { ...signedHeaders(SECRET, 'msg_bench', body, new Date()), 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    }, (res) => res.resume().on('end', resolve));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Webhook delivery latency (issue 15 §5): from the commit of a change that queued an event (a
 * host's and an operator's endpoint subscribed) to its arrival at a local receiver, one event at a
 * time, beside a baseline measured in the same run: a bare signed POST to the same receiver.
 */
export async function benchWebhookLatency(label: string, database: Database) {
  const deps = await createDeps({
    config: { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/roost-unused' }), icalAllowPrivateHosts: true },
    database, log: pino({ level: 'silent' }), now: () => NOW,
  });
  const rx: WebhookReceiver = await startWebhookReceiver();
  try {
    const host = await insertUser(database, { name: 'Bench Host' });
    for (const scope of ['host', 'operator'] as const) {
      await database.db.insertInto('webhook_endpoints').values({
        id: `we_bench_${scope}`, owner_id: host.id, scope, url: rx.url(`/${scope}`), secret: SECRET,
        event_types: ['listing.unlisted'], created_at: NOW, updated_at: NOW,
      }).execute();
    }
    const data = { listingId: 'lst_bench', title: 'Bench loft', status: 'unlisted', previousStatus: 'published', url: 'https://stays.example.org/listings/lst_bench' };

    const latency: number[] = [];
    for (let i = 0; i < WARMUP + EVENTS; i++) {
      const both = rx.until(rx.received.length + 2).then((r) => r.at);
      const t0 = performance.now();
      await database.db.transaction().execute((trx) => queueWebhookEvent(trx, { type: 'listing.unlisted', hostId: host.id, at: NOW, data }));
      wakeWebhookDelivery(deps);
      // Both endpoints' deliveries: the second to arrive is when the event is out.
      const arrived = await Promise.race([both, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no delivery in 10 s')), 10_000))]);
      if (i >= WARMUP) latency.push(arrived - t0);
    }
    const body = JSON.stringify({ type: 'listing.unlisted', timestamp: NOW.toISOString(), data });
    const bare: number[] = [];
    for (let i = 0; i < WARMUP + EVENTS; i++) {
      const t0 = performance.now();
      const got = rx.next();
      await barePost(rx.url('/bare'), body);
      const at = (await got).at;
      if (i >= WARMUP) bare.push(at - t0);
    }
    const { rows } = await database.pool.query(`select count(*) filter (where status = 'delivered')::int as ok, count(*)::int as n from webhook_deliveries`);
    if (rows[0].ok !== rows[0].n) throw new Error(`${rows[0].n - rows[0].ok} deliveries not delivered`);
    const l = summarise(latency);
    const b = summarise(bare);
    console.log(`webhooks ${label}: the queueing transaction → arrival at the receiver (2 endpoints per event): ${fmt(l)}`);
    console.log(`webhooks ${label}: baseline, a bare signed POST to the same receiver: ${fmt(b)}`);
    console.log(`webhooks ${label}: delivery/bare p95 ratio ${(l.p95 / b.p95).toFixed(1)}×`);
  } finally {
    await rx.close();
  }
}

/** `npm run bench` entry: on a fresh PGlite and, unless skipped, a throwaway PostgreSQL. */
export async function benchWebhooks(opts: { postgres: boolean }) {
  await withFresh(() => openDatabase({ inMemory: true }), (db) => benchWebhookLatency('pglite', db));
  if (!opts.postgres) return;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-webhooks-'));
  fs.chmodSync(tmp, 0o755);
  const pg = startThrowawayPostgres(tmp);
  if (!pg) {
    console.log('webhooks postgres: not installed here, skipped');
    return;
  }
  try {
    await withFresh(() => openDatabase({ databaseUrl: `${pg.url}/postgres` }), (db) => benchWebhookLatency('postgres', db));
  } finally {
    pg.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function withFresh(open: () => Promise<Database>, run: (db: Database) => Promise<void>) {
  const database = await open();
  try {
    await migrate(database.pool);
    await run(database);
  } finally {
    await database.close();
  }
}

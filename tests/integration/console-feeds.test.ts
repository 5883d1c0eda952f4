import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertListing } from './factories';
import { signedInMember, type Member } from './members';
import { send } from './hosting';
import { serveIcs, startFeedServer, type FeedServer, type Handler } from '../support/feed-server';
import type { AdminFeed, AdminFeedsResponse } from '../../src/contract/admin-lists';
import type { FeedView } from '../../src/contract/calendar';

const AIRBNB = fs.readFileSync(path.join(__dirname, '../fixtures/ical/airbnb.ics'), 'utf8');
const broken: Handler = (_q, r) => void r.writeHead(500).end('oops');

/**
 * Issue 14: the console's failing calendar feeds (the overview's "feeds failing" card leads here):
 * feeds whose last sync failed, longest failing first, paged, with listing, host, the host part of
 * the address only, the failure and the last good sync; an operator's "sync now", audited in the
 * same transaction as its outcome; admins only. Feeds are fetched from a real HTTP server on loopback.
 */
describe.each(engines())('the console’s failing feeds on %s', (engine) => {
  let t: TestApp;
  let s: FeedServer;
  let host: Member;
  let admin: Member;
  let guest: Member;
  const ids: Record<string, string> = {};
  let n = 0;

  const json = async <T>(res: Response, status = 200) => {
    expect(res.status).toBe(status);
    return (await res.json()) as T;
  };
  /** A feed of a new listing of the host's, added at `at` from a path serving `handler`. */
  const feed = async (name: string, at: string, handler: Handler, query = '') => {
    t.setNow(at);
    const l = await insertListing(t.database, host.id, { title: `Casa ${name} del Puerto` });
    const p = `/cal/${++n}.ics`;
    s.set(p, handler);
    const view = await json<FeedView>(await host.a.post(`/api/v1/listings/${l.id}/feeds`, { name, url: `${s.url(p)}${query}` }), 201);
    return { id: view.id, listingId: l.id, path: p };
  };
  const list = async (m: Member, q = '') => json<AdminFeedsResponse>(await m.a.fetch(`/api/v1/admin/feeds${q}`));

  beforeAll(async () => {
    t = await startTestApp(engine, { icalAllowPrivateHosts: ['127.0.0.1'], icalFetchTimeoutMs: 1000 });
    s = await startFeedServer();
    host = await signedInMember(t, { name: 'Hana Host' });
    admin = await signedInMember(t, { name: 'Ada Admin', role: 'admin' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
    // Never synced since 12:00; synced at 12:05 then broke at 12:20; fine; never synced since 12:10 (a secret in its address).
    const a = await feed('Alpha', '2026-11-21T12:00:00Z', broken);
    const b = await feed('Bravo', '2026-11-21T12:05:00Z', serveIcs(AIRBNB));
    await feed('Charlie', '2026-11-21T12:06:00Z', serveIcs(AIRBNB));
    const d = await feed('Delta', '2026-11-21T12:10:00Z', broken, '?token=SECRET123');
    s.set(b.path, broken);
    t.setNow('2026-11-21T12:20:00Z');
    expect((await host.a.post(`/api/v1/listings/${b.listingId}/feeds/${b.id}/sync`, {})).status).toBe(200);
    Object.assign(ids, { a: a.id, b: b.id, d: d.id, aPath: a.path });
  });
  afterAll(async () => {
    await s?.close();
    await t?.close();
  });

  it('lists the failing feeds longest failing first, with what an operator needs and no secret of the address', async () => {
    const res = await admin.a.fetch('/api/v1/admin/feeds');
    const text = await res.clone().text();
    const page = await json<AdminFeedsResponse>(res);
    expect(page).toMatchObject({ total: 3, page: 1, limit: 25 });
    expect(page.items.map((f) => f.name)).toEqual(['Alpha', 'Bravo', 'Delta']);
    const [alpha, bravo, delta] = page.items as [AdminFeed, AdminFeed, AdminFeed];
    const urlHost = new URL(s.url('/')).host;
    expect(alpha).toMatchObject({
      id: ids.a, kind: 'url', urlHost, listing: { title: 'Casa Alpha del Puerto', status: 'published' },
      host: { id: host.id, name: 'Hana Host', email: host.email },
      lastError: expect.stringMatching(/answered 500/), lastErrorCode: 'http_status', lastErrorAt: '2026-11-21T12:00:00.000Z',
      lastSyncedAt: null, failingSince: '2026-11-21T12:00:00.000Z',
    });
    expect(bravo).toMatchObject({ lastSyncedAt: '2026-11-21T12:05:00.000Z', failingSince: '2026-11-21T12:05:00.000Z', lastErrorAt: '2026-11-21T12:20:00.000Z' });
    expect(delta).toMatchObject({ urlHost, failingSince: '2026-11-21T12:10:00.000Z' });
    expect(text).not.toContain('SECRET123');
    expect(text).not.toContain('/cal/');
  });

  it('pages by number with the total, and refuses a query it does not know', async () => {
    expect((await list(admin, '?limit=2')).items.map((f) => f.name)).toEqual(['Alpha', 'Bravo']);
    expect(await list(admin, '?limit=2&page=2')).toMatchObject({ total: 3, page: 2, items: [{ name: 'Delta' }] });
    for (const q of ['?sort=name', '?limit=0', '?page=0']) {
      const body = await json<{ error: { code: string; details: Record<string, string> } }>(await admin.a.fetch(`/api/v1/admin/feeds${q}`), 400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.details)).toEqual([q.slice(1).split('=')[0]]);
    }
  });

  it('is the overview card’s link', async () => {
    const o = await json<{ attention: { kind: string; count: number; href: string | null }[] }>(await admin.a.fetch('/api/v1/admin/overview'));
    expect(o.attention.find((a) => a.kind === 'failingFeeds')).toEqual({ kind: 'failingFeeds', count: 3, href: '/admin/feeds' });
  });

  it('answers visitors 401 and members who are not admins 403, for the list and the sync', async () => {
    for (const [who, a, status, code] of [['visitor', t.agent(), 401, 'UNAUTHENTICATED'], ['guest', guest.a, 403, 'FORBIDDEN'], ['host', host.a, 403, 'FORBIDDEN']] as const) {
      for (const [method, p] of [['GET', '/api/v1/admin/feeds'], ['POST', `/api/v1/admin/feeds/${ids.a}/sync`]] as const) {
        const res = await send(a, method, p, method === 'POST' ? {} : undefined);
        expect(res.status, `${who} ${method} ${p}`).toBe(status);
        expect((await res.json()).error.code).toBe(code);
      }
    }
  });

  it('syncs a feed now for an operator, with its audit row in the same transaction as the outcome', async () => {
    t.setNow('2026-11-21T13:00:00Z');
    const failed = await json<AdminFeed>(await admin.a.post(`/api/v1/admin/feeds/${ids.a}/sync`, {}));
    expect(failed).toMatchObject({ id: ids.a, lastErrorCode: 'http_status', lastErrorAt: '2026-11-21T13:00:00.000Z', lastSyncedAt: null });

    s.set(ids.aPath, serveIcs(AIRBNB));
    t.setNow('2026-11-21T13:05:00Z');
    const fixed = await json<AdminFeed>(await admin.a.post(`/api/v1/admin/feeds/${ids.a}/sync`, {}));
    expect(fixed).toMatchObject({ id: ids.a, lastError: null, lastErrorCode: null, lastSyncedAt: '2026-11-21T13:05:00.000Z', failingSince: '2026-11-21T13:05:00.000Z' });
    expect((await list(admin)).items.map((f) => f.name)).toEqual(['Bravo', 'Delta']);

    const { rows } = await t.database.pool.query(`
      select a.xmin::text as audit_tx, f.xmin::text as feed_tx, a.actor_id, a.target_type, a.details, a.at
      from audit_events a join calendar_feeds f on f.id = a.target_id
      where a.action = 'feed.sync' and a.target_id = $1 order by a.at`, [ids.a]);
    expect(rows.map((r) => r.details.outcome)).toEqual(['failed', 'synced']);
    expect(rows[0]).toMatchObject({ actor_id: admin.id, target_type: 'calendar_feed', details: { errorCode: 'http_status', name: 'Alpha' } });
    // The newest row and the feed's last write are one transaction.
    expect(rows[1].audit_tx).toBe(rows[1].feed_tx);
  });

  it('answers 404 for a feed that does not exist, and refuses a body', async () => {
    expect((await json<{ error: { code: string } }>(await admin.a.post('/api/v1/admin/feeds/feed_nope/sync', {}), 404)).error.code).toBe('NOT_FOUND');
    const res = await admin.a.post(`/api/v1/admin/feeds/${ids.d}/sync`, { force: true });
    expect((await json<{ error: { code: string } }>(res, 400)).error.code).toBe('VALIDATION_FAILED');
  });
});

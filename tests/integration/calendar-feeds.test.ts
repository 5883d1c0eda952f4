import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBooking, insertListing } from './factories';
import { signedInMember, type Member } from './members';
import { hugeBody, neverAnswer, redirectTo, serveIcs, startFeedServer, type FeedServer } from '../support/feed-server';
import type { FeedView, HostCalendar } from '../../src/contract/calendar';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../fixtures/ical', name), 'utf8');
const AIRBNB_NIGHTS = [['2026-11-21', '2026-11-24'], ['2026-12-10', '2026-12-13'], ['2026-12-24', '2026-12-27']];

/** Importing other channels' calendars: by address (a real HTTP server on loopback) and by upload. */
describe.each(engines())('iCal feeds on %s', (engine) => {
  let t: TestApp;
  let s: FeedServer;
  let host: Member;
  let other: Member;
  let admin: Member;
  let guest: Member;
  beforeAll(async () => {
    // Loopback is allowed only for 127.0.0.1, where the test server listens: 127.0.0.2 and
    // 169.254.169.254 stay refused, as every private address is by default.
    t = await startTestApp(engine, { icalAllowPrivateHosts: ['127.0.0.1'], icalFetchTimeoutMs: 1000 });
    t.setNow('2026-11-21T12:00:00Z');
    s = await startFeedServer();
    host = await signedInMember(t, { name: 'Hana Host' });
    other = await signedInMember(t, { name: 'Otto Otherhost' });
    admin = await signedInMember(t, { name: 'Ada Admin', role: 'admin' });
    guest = await signedInMember(t, { name: 'Gus Guest' });
  });
  afterAll(async () => {
    await s?.close();
    await t?.close();
  });

  let n = 0;
  const listing = (o: Parameters<typeof insertListing>[2] = {}) => insertListing(t.database, host.id, o);
  /** A fresh path on the feed server serving `handler`. */
  const serve = (handler: Parameters<FeedServer['set']>[1]) => {
    const p = `/cal/${++n}.ics`;
    s.set(p, handler);
    return { path: p, url: s.url(p), set: (h: typeof handler) => s.set(p, h) };
  };
  const add = (m: Member, listingId: string, url: string, name = 'Airbnb') => m.a.post(`/api/v1/listings/${listingId}/feeds`, { name, url });
  const json = async <T>(res: Response) => (await res.json()) as T;
  const err = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; details?: Record<string, string>; reason?: string } }).error;
  const imported = async (listingId: string) => (await t.database.pool.query(
    `select start_date::text as s, end_date::text as e from calendar_blocks where listing_id = $1 and reason = 'imported' order by 1`, [listingId])).rows.map((r) => [r.s, r.e]);
  const sync = (listingId: string, feedId: string) => host.a.post(`/api/v1/listings/${listingId}/feeds/${feedId}/sync`);

  it('adds a feed by address, syncs it at once, and its busy nights become imported blocks everywhere', async () => {
    const l = await listing();
    const feed = serve(serveIcs(fixture('airbnb.ics')));
    const res = await add(host, l.id, feed.url);
    expect(res.status).toBe(201);
    const view = await json<FeedView>(res);
    expect(view).toMatchObject({ name: 'Airbnb', url: feed.url, kind: 'url', lastError: null, lastErrorAt: null, blockCount: 3, conflicts: [] });
    expect(view.lastSyncedAt).toBe('2026-11-21T12:00:00.000Z');
    expect(s.requests.at(-1)!.headers['user-agent']).toMatch(/^Roost calendar sync/);
    expect(await imported(l.id)).toEqual(AIRBNB_NIGHTS);

    const list = await json<{ feeds: FeedView[] }>(await host.a.fetch(`/api/v1/listings/${l.id}/feeds`));
    expect(list.feeds).toEqual([view]);
    const cal = await json<HostCalendar>(await host.a.fetch(`/api/v1/listings/${l.id}/calendar?from=2026-12-09&to=2026-12-14`));
    expect(cal.nights.map((x) => x.state)).toEqual(['available', 'imported', 'imported', 'imported', 'available']);
    expect(cal.blocks[0]).toMatchObject({ reason: 'imported', feedId: view.id, feedName: 'Airbnb' });
    const avail = await json<{ nights: { available: boolean }[] }>(await t.get(`/api/v1/listings/${l.id}/availability?from=2026-12-09&to=2026-12-14`));
    expect(avail.nights.map((x) => x.available)).toEqual([true, false, false, false, true]);
    expect((await t.get(`/api/v1/listings/${l.id}/quote?checkin=2026-12-12&checkout=2026-12-15&guests=2`)).status).toBe(409);
  });

  it('reads the shapes real channels send: Booking.com, Vrbo, and Google with TZID, RRULE, EXDATE and a cancelled occurrence', async () => {
    const l = await listing();
    await add(host, l.id, serve(serveIcs(fixture('booking-com.ics'))).url, 'Booking.com');
    await add(host, l.id, serve(serveIcs(fixture('vrbo.ics'))).url, 'Vrbo');
    expect(await imported(l.id)).toEqual([['2026-12-28', '2027-01-02'], ['2027-01-10', '2027-01-12'], ['2027-02-01', '2027-02-05'], ['2027-02-14', '2027-02-15']]);
    const madrid = await listing({ timeZone: 'Europe/Madrid', lat: 40.4, lng: -3.7 });
    const res = await add(host, madrid.id, `webcal://127.0.0.1:${new URL(s.origin).port}/nope`, 'Google'); // webcal → https: fails, recorded
    expect(res.status).toBe(201);
    expect((await json<FeedView>(res)).lastError).toBeTruthy();
    await add(host, madrid.id, serve(serveIcs(fixture('google.ics'))).url, 'Google');
    expect(await imported(madrid.id)).toEqual([['2026-12-04', '2026-12-06'], ['2026-12-11', '2026-12-13'], ['2027-01-01', '2027-01-03'], ['2027-01-15', '2027-01-17']]);
  });

  it('a re-sync replaces the feed\'s blocks (and only that feed\'s)', async () => {
    const l = await listing();
    const a = serve(serveIcs(fixture('airbnb.ics')));
    const b = serve(serveIcs(fixture('booking-com.ics')));
    const feedA = await json<FeedView>(await add(host, l.id, a.url));
    await add(host, l.id, b.url, 'Booking.com');
    a.set(serveIcs(fixture('airbnb.ics').replace('DTSTART;VALUE=DATE:20261210', 'DTSTART;VALUE=DATE:20261208').replace(/BEGIN:VEVENT\r\nDTEND;VALUE=DATE:20261227[\s\S]*?END:VEVENT\r\n/, '')));
    t.setNow('2026-11-21T13:00:00Z');
    const res = await sync(l.id, feedA.id);
    expect(res.status).toBe(200);
    expect(await json<FeedView>(res)).toMatchObject({ blockCount: 2, lastSyncedAt: '2026-11-21T13:00:00.000Z', lastError: null });
    expect(await imported(l.id)).toEqual([['2026-11-21', '2026-11-24'], ['2026-12-08', '2026-12-13'], ['2026-12-28', '2027-01-02'], ['2027-01-10', '2027-01-12']]);
    t.setNow('2026-11-21T12:00:00Z');
  });

  it('asks conditionally: a 304 keeps the blocks and counts as a sync', async () => {
    const l = await listing();
    const feed = serve(serveIcs(fixture('airbnb.ics'), { etag: '"abc"', lastModified: 'Sat, 21 Nov 2026 11:00:00 GMT' }));
    const view = await json<FeedView>(await add(host, l.id, feed.url));
    t.setNow('2026-11-21T14:00:00Z');
    const res = await json<FeedView>(await sync(l.id, view.id));
    const last = s.requests.filter((r) => r.path === feed.path).at(-1)!;
    expect(last.headers['if-none-match']).toBe('"abc"');
    expect(last.headers['if-modified-since']).toBe('Sat, 21 Nov 2026 11:00:00 GMT');
    expect(res).toMatchObject({ lastSyncedAt: '2026-11-21T14:00:00.000Z', blockCount: 3, lastError: null });
    expect(await imported(l.id)).toEqual(AIRBNB_NIGHTS);
    t.setNow('2026-11-21T12:00:00Z');
  });

  it('a feed that turns malformed, unreachable, silent or huge keeps its last good blocks and shows the error and its time', async () => {
    const l = await listing();
    const feed = serve(serveIcs(fixture('airbnb.ics')));
    const view = await json<FeedView>(await add(host, l.id, feed.url));
    // The English sentence, and the code the interface words in other languages.
    const cases: [Parameters<FeedServer['set']>[1], RegExp, FeedView['lastErrorCode']][] = [
      [serveIcs(fixture('malformed.ics')), /not a valid iCalendar/, 'not_ical'],
      [serveIcs('<!doctype html><title>Sign in</title>'), /not an iCalendar file/, 'not_ical'],
      [(_q, r) => void r.writeHead(500).end('oops'), /answered 500/, 'http_status'],
      [neverAnswer, /did not answer within 1 seconds/, 'timeout'],
      [hugeBody(50 * 1024 * 1024), /larger than 5 MB/, 'too_large'],
    ];
    let minute = 10;
    for (const [handler, message, code] of cases) {
      feed.set(handler);
      const at = `2026-11-21T12:${minute++}:00.000Z`;
      t.setNow(at);
      const t0 = performance.now();
      const res = await sync(l.id, view.id);
      expect(performance.now() - t0).toBeLessThan(5000);
      expect(res.status).toBe(200);
      const after = await json<FeedView>(res);
      expect(after.lastError, String(message)).toMatch(message);
      expect(after).toMatchObject({ lastErrorCode: code, lastErrorAt: at, lastSyncedAt: '2026-11-21T12:00:00.000Z', blockCount: 3 });
      expect(await imported(l.id)).toEqual(AIRBNB_NIGHTS);
    }
    feed.set(serveIcs(fixture('airbnb.ics')));
    t.setNow('2026-11-21T12:30:00Z');
    expect(await json<FeedView>(await sync(l.id, view.id))).toMatchObject({ lastError: null, lastErrorCode: null, lastErrorAt: null, lastSyncedAt: '2026-11-21T12:30:00.000Z' });
    t.setNow('2026-11-21T12:00:00Z');
  });

  it('an address that cannot be reached is recorded on the new feed, not a 500', async () => {
    const l = await listing();
    const res = await add(host, l.id, 'http://127.0.0.1:1/never.ics');
    expect(res.status).toBe(201);
    expect((await json<FeedView>(res))).toMatchObject({ lastSyncedAt: null, blockCount: 0, lastError: expect.stringMatching(/refused the connection/) });
  });

  it('refuses localhost, link-local and private addresses when they are not allowed (400 naming url), and redirects to them always', async () => {
    const l = await listing();
    const saved = t.deps.config.icalAllowPrivateHosts;
    t.deps.config.icalAllowPrivateHosts = false;
    try {
      const port = new URL(s.origin).port;
      for (const url of [`http://localhost:${port}/cal/1.ics`, 'http://169.254.169.254/latest/meta-data/', `http://127.0.0.1:${port}/cal/1.ics`, 'http://[::1]/a.ics', 'http://10.0.0.8/a.ics', 'http://[::ffff:169.254.169.254]/']) {
        const res = await add(host, l.id, url);
        expect(res.status, url).toBe(400);
        const e = await err(res);
        expect(e.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(e.details!)).toEqual(['url']);
        expect(e.reason).toBe('feed_private_address');
      }
    } finally {
      t.deps.config.icalAllowPrivateHosts = saved;
    }
    const port = new URL(s.origin).port;
    for (const target of [`http://127.0.0.2:${port}/cal/1.ics`, 'http://169.254.169.254/latest/meta-data/']) {
      const res = await add(host, l.id, serve(redirectTo(target)).url, 'Sneaky');
      expect(res.status).toBe(201);
      expect(await json<FeedView>(res)).toMatchObject({ blockCount: 0, lastError: expect.stringMatching(/private or local network/), lastErrorCode: 'private_address' });
    }
    expect(s.requests.some((r) => r.path === '/latest/meta-data/')).toBe(false);
  });

  it('keeps an imported range that overlaps a Roost booking, lists the conflict and tells the host once', async () => {
    const l = await listing();
    const booking = await insertBooking(t.database, l.id, guest.id, '2026-12-11', '2026-12-12', 'confirmed');
    const feed = serve(serveIcs(fixture('airbnb.ics')));
    const view = await json<FeedView>(await add(host, l.id, feed.url));
    expect(view.conflicts).toEqual([{ startDate: '2026-12-11', endDate: '2026-12-12', bookingId: booking }]);
    expect(await imported(l.id)).toEqual(AIRBNB_NIGHTS);
    await sync(l.id, view.id);
    const notes = (await t.database.pool.query(`select user_id, payload from notifications where kind = 'calendar_conflict' and payload->>'listingId' = $1`, [l.id])).rows;
    expect(notes).toHaveLength(1);
    expect(notes[0].user_id).toBe(host.id);
    expect(notes[0].payload).toMatchObject({ bookingId: booking, role: 'host', otherName: 'Gus Guest', feedName: 'Airbnb', checkIn: '2026-12-11', checkOut: '2026-12-12' });
    const bell = await json<{ items: { kind: string }[] }>(await host.a.fetch('/api/v1/notifications'));
    expect(bell.items.some((i) => i.kind === 'calendar_conflict')).toBe(true);
    const cal = await json<HostCalendar>(await host.a.fetch(`/api/v1/listings/${l.id}/calendar?from=2026-12-10&to=2026-12-13`));
    expect(cal.nights.map((x) => x.state)).toEqual(['imported', 'booked', 'imported']);
    // The e-mail copy goes out after commit.
    const { title } = (await t.database.pool.query('select title from listings where id = $1', [l.id])).rows[0];
    await expect.poll(async () => (await t.lastMail(host.email))?.subject, { timeout: 5000 }).toBe(`Calendar conflict at ${title}`);
  });

  it('imports an uploaded .ics file (multipart), refuses 6 MB (413), other media (415) and what is not iCalendar (400)', async () => {
    const l = await listing();
    const upload = (parts: Record<string, string | Blob>, fileName = 'vrbo.ics') => {
      const form = new FormData();
      for (const [k, v] of Object.entries(parts)) {
        if (typeof v === 'string') form.append(k, v);
        else form.append(k, v, fileName);
      }
      return host.a.fetch(`/api/v1/listings/${l.id}/feeds/import`, { method: 'POST', body: form });
    };
    const ok = await upload({ file: new Blob([fixture('vrbo.ics')], { type: 'text/calendar' }), name: 'Vrbo export' });
    expect(ok.status).toBe(201);
    expect(await json<FeedView>(ok)).toMatchObject({ name: 'Vrbo export', url: null, kind: 'file', blockCount: 2, lastError: null });
    const named = await json<FeedView>(await upload({ file: new Blob([fixture('booking-com.ics')]) }, 'booking-export.ics'));
    expect(named.name).toBe('booking-export');
    expect(await imported(l.id)).toEqual([['2026-12-28', '2027-01-02'], ['2027-01-10', '2027-01-12'], ['2027-02-01', '2027-02-05'], ['2027-02-14', '2027-02-15']]);
    // A file feed can be synced again: the stored file is read once more.
    expect((await sync(l.id, named.id)).status).toBe(200);

    // The 6 MB form as one buffer, not a FormData: the server refuses it from its declared length
    // without reading it, and Node 24's undici then failed its own pending fill of the unread
    // FormData stream as an unhandled rejection (CI, session 23). The server sees the same request.
    const boundary = 'roost-feed-upload';
    const bigBody = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="vrbo.ics"\r\nContent-Type: text/calendar\r\n\r\n`),
      Buffer.from(`BEGIN:VCALENDAR\r\n${'X-FILLER:0123456789abcdef\r\n'.repeat(6 * 1024 * 1024 / 26)}`),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const big = await host.a.fetch(`/api/v1/listings/${l.id}/feeds/import`, {
      method: 'POST', body: bigBody, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(big.status).toBe(413);
    expect((await err(big)).code).toBe('PAYLOAD_TOO_LARGE');
    const notForm = await host.a.post(`/api/v1/listings/${l.id}/feeds/import`, { file: 'x' });
    expect(notForm.status).toBe(415);
    const html = await upload({ file: new Blob(['<html>nope</html>']) });
    expect(html.status).toBe(400);
    expect(Object.keys((await err(html)).details!)).toEqual(['file']);
    expect(Object.keys((await err(await upload({ name: 'No file' }))).details!)).toEqual(['file']);
    expect(Object.keys((await err(await upload({ file: new Blob([fixture('vrbo.ics')]), colour: 'red' }))).details!)).toEqual(['colour']);
    expect((await json<{ feeds: FeedView[] }>(await host.a.fetch(`/api/v1/listings/${l.id}/feeds`))).feeds).toHaveLength(2);
  });

  it('deletes a feed with its blocks; every feed call checks who asks', async () => {
    const l = await listing();
    const mine = await listing();
    const view = await json<FeedView>(await add(host, l.id, serve(serveIcs(fixture('airbnb.ics'))).url));
    const base = `/api/v1/listings/${l.id}/feeds`;
    // Another host: 404 for the listing and for the feed, as for ids that do not exist.
    expect((await other.a.fetch(base)).status).toBe(404);
    expect((await add(other, l.id, s.url('/x.ics'))).status).toBe(404);
    expect((await other.a.post(`${base}/${view.id}/sync`)).status).toBe(404);
    const form = new FormData();
    form.append('file', new Blob([fixture('vrbo.ics')]), 'vrbo.ics');
    expect((await other.a.fetch(`${base}/import`, { method: 'POST', body: form })).status).toBe(404);
    expect((await other.a.fetch(`${base}/${view.id}`, { method: 'DELETE' })).status).toBe(404);
    // The feed under another listing of the same host: 404 too.
    expect((await host.a.post(`/api/v1/listings/${mine.id}/feeds/${view.id}/sync`)).status).toBe(404);
    expect((await host.a.fetch(`/api/v1/listings/${mine.id}/feeds/${view.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await host.a.post(`${base}/feed_nope/sync`)).status).toBe(404);
    expect((await t.agent().fetch(base)).status).toBe(401);
    expect((await admin.a.fetch(base)).status).toBe(200);
    expect((await add(admin, l.id, s.url('/x.ics'))).status).toBe(403);

    expect((await host.a.post(`${base}/${view.id}/sync`, { force: true })).status).toBe(400);
    const del = await host.a.fetch(`${base}/${view.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ ok: true });
    expect(await imported(l.id)).toEqual([]);
    expect((await host.a.fetch(`${base}/${view.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('validates feed bodies strictly and caps feeds per listing', async () => {
    const l = await listing();
    const bad: [unknown, string][] = [
      [{ name: 'A', url: 'ftp://example.org/a.ics' }, 'url'],
      [{ name: '', url: s.url('/a.ics') }, 'name'],
      [{ name: 'A', url: s.url('/a.ics'), colour: 'red' }, 'colour'],
      [{ name: 'x'.repeat(61), url: s.url('/a.ics') }, 'name'],
    ];
    for (const [b, field] of bad) {
      const res = await host.a.post(`/api/v1/listings/${l.id}/feeds`, b);
      expect(res.status).toBe(400);
      expect(Object.keys((await err(res)).details!)).toContain(field);
    }
    const first = serve(serveIcs(fixture('vrbo.ics')));
    expect((await add(host, l.id, first.url)).status).toBe(201);
    const dup = await add(host, l.id, first.url);
    expect(dup.status).toBe(400);
    expect((await err(dup)).reason).toBe('feed_duplicate');
    for (let i = 1; i < 10; i++) expect((await add(host, l.id, serve(serveIcs(fixture('vrbo.ics'))).url, `Feed ${i}`)).status).toBe(201);
    const eleventh = await add(host, l.id, serve(serveIcs(fixture('vrbo.ics'))).url, 'Feed 11');
    expect(eleventh.status).toBe(400);
    expect(await err(eleventh)).toMatchObject({ details: { url: 'at most 10 calendars per listing' }, reason: 'feed_limit' });
  });
});

import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBlock, insertBooking, insertListing } from './factories';
import { signedInMember, type Member } from './members';

/** The export address other channels import: RFC 5545 as written, and as read by a real iCalendar library. */
describe.each(engines())('iCal export on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let other: Member;
  let admin: Member;
  let guest: Member;
  beforeAll(async () => {
    t = await startTestApp(engine);
    t.setNow('2026-11-21T12:00:00Z');
    host = await signedInMember(t, { name: 'Hana Host' });
    other = await signedInMember(t);
    admin = await signedInMember(t, { role: 'admin' });
    guest = await signedInMember(t, { name: 'Gustavo Guestperson' });
  });
  afterAll(() => t?.close());

  const exportUrl = async (m: Member, id: string) => {
    const res = await m.a.fetch(`/api/v1/listings/${id}/calendar/export`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { url: string }).url;
  };
  const pathOf = (url: string) => url.slice(t.deps.config.publicUrl.length);

  it('lists held bookings and host blocks as all-day events that parse and keep RFC 5545\'s line rules, with no guest data', async () => {
    const title = 'Casa «Ñandú» — vista al río, terraza y parrilla 🌅 para familias';
    const l = await insertListing(t.database, host.id, { title });
    const booked = await insertBooking(t.database, l.id, guest.id, '2026-12-10', '2026-12-13', 'confirmed');
    const requested = await insertBooking(t.database, l.id, guest.id, '2026-12-20', '2026-12-22', 'requested');
    await insertBooking(t.database, l.id, guest.id, '2026-12-24', '2026-12-26', 'cancelled_by_guest');
    await insertBooking(t.database, l.id, guest.id, '2026-10-01', '2026-10-05', 'completed');
    const block = await insertBlock(t.database, l.id, '2027-01-05', '2027-01-09');
    await t.database.pool.query(`insert into calendar_feeds (id, listing_id, name, url) values ('feed_x', $1, 'Airbnb', 'https://a.example/1.ics')`, [l.id]);
    await t.database.pool.query(`insert into calendar_blocks (id, listing_id, start_date, end_date, reason, feed_id) values ('blk_from_airbnb', $1, '2027-02-01', '2027-02-03', 'imported', 'feed_x')`, [l.id]);

    const url = await exportUrl(host, l.id);
    expect(url).toMatch(new RegExp(`^${t.deps.config.publicUrl}/api/v1/listings/${l.id}/calendar\\.ics\\?token=[A-Za-z0-9_-]{32}$`));
    expect(await exportUrl(host, l.id)).toBe(url); // stable until reset
    const res = await t.get(pathOf(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();

    // Line-level rules: CRLF only, no physical line over 75 octets, UID and DTSTAMP in every VEVENT.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true); // the long title was folded
    const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(unfolded.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', expect.stringMatching(/^PRODID:-\/\/.+\/\/EN$/)]);
    const events: string[][] = [];
    for (const line of unfolded) {
      if (line === 'BEGIN:VEVENT') events.push([]);
      else if (events.length && !events.at(-1)!.includes('END:VEVENT')) events.at(-1)!.push(line);
    }
    expect(events).toHaveLength(3);
    for (const e of events) {
      expect(e.filter((x) => x.startsWith('UID:'))).toHaveLength(1);
      expect(e.filter((x) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(x))).toHaveLength(1);
      expect(e.filter((x) => /^DTSTART;VALUE=DATE:\d{8}$/.test(x))).toHaveLength(1);
      expect(e.filter((x) => /^DTEND;VALUE=DATE:\d{8}$/.test(x))).toHaveLength(1);
    }
    // Nothing about the guest: the address is shared with other companies.
    expect(text).not.toMatch(/Gustavo|Guestperson|@example\.test/);

    // A real iCalendar library reads it back.
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    const parsed = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
      .map((e) => ({ uid: e.uid, start: e.startDate.toString(), end: e.endDate.toString(), allDay: e.startDate.isDate, summary: e.summary }));
    const host_ = new URL(t.deps.config.publicUrl).hostname;
    expect(parsed).toEqual([
      { uid: `booking-${booked}@${host_}`, start: '2026-12-10', end: '2026-12-13', allDay: true, summary: 'Reserved' },
      { uid: `booking-${requested}@${host_}`, start: '2026-12-20', end: '2026-12-22', allDay: true, summary: 'Reserved' },
      { uid: `block-${block}@${host_}`, start: '2027-01-05', end: '2027-01-09', allDay: true, summary: 'Not available' },
    ]);

    // Unchanged: the same bytes, so a conditional request is a 304.
    const etag = res.headers.get('etag')!;
    expect((await t.get(pathOf(url))).headers.get('etag')).toBe(etag);
    expect((await t.get(pathOf(url), { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('answers 404 for a wrong, missing or other listing\'s token; reset makes the old address 404', async () => {
    const l = await insertListing(t.database, host.id);
    const l2 = await insertListing(t.database, host.id);
    const url = await exportUrl(host, l.id);
    const url2 = await exportUrl(host, l2.id);
    const token = new URL(url).searchParams.get('token')!;
    const token2 = new URL(url2).searchParams.get('token')!;
    for (const p of [
      `/api/v1/listings/${l.id}/calendar.ics`,
      `/api/v1/listings/${l.id}/calendar.ics?token=`,
      // One character off (a token that already ends in x gets a y, or it would be the token itself).
      `/api/v1/listings/${l.id}/calendar.ics?token=${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`,
      `/api/v1/listings/${l.id}/calendar.ics?token=${token2}`,
      `/api/v1/listings/l_missing/calendar.ics?token=${token}`,
    ]) {
      const res = await t.get(p);
      expect(res.status, p).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
    const reset = await host.a.post(`/api/v1/listings/${l.id}/calendar/export/reset`);
    expect(reset.status).toBe(200);
    const fresh = ((await reset.json()) as { url: string }).url;
    expect(fresh).not.toBe(url);
    expect((await t.get(pathOf(url))).status).toBe(404);
    expect((await t.get(pathOf(fresh))).status).toBe(200);
    expect(await exportUrl(host, l.id)).toBe(fresh);
  });

  it('only the host sees or resets the address', async () => {
    const l = await insertListing(t.database, host.id);
    expect((await other.a.fetch(`/api/v1/listings/${l.id}/calendar/export`)).status).toBe(404);
    expect((await other.a.post(`/api/v1/listings/${l.id}/calendar/export/reset`)).status).toBe(404);
    expect((await admin.a.fetch(`/api/v1/listings/${l.id}/calendar/export`)).status).toBe(403);
    expect((await t.agent().fetch(`/api/v1/listings/${l.id}/calendar/export`)).status).toBe(401);
    expect((await host.a.fetch(`/api/v1/listings/${l.id}/calendar/export?x=1`)).status).toBe(400);
  });

  it('is described in the OpenAPI document with the other calendar calls', async () => {
    const doc = await (await t.get('/api/openapi.json')).json();
    expect(doc.paths['/api/v1/listings/{id}/calendar.ics'].get.responses['200'].content['text/calendar']).toBeTruthy();
    expect(doc.paths['/api/v1/listings/{id}/feeds/import'].post.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    expect(doc.paths['/api/v1/listings/{id}/feeds/{feedId}'].delete.parameters.map((p: { name: string }) => p.name)).toEqual(['id', 'feedId']);
    for (const p of ['/calendar/block', '/calendar/unblock', '/calendar/price', '/feeds', '/calendar/export/reset']) {
      expect(doc.paths[`/api/v1/listings/{id}${p}`].post, p).toBeTruthy();
    }
  });
});

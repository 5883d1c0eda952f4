import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBooking, insertListing } from './factories';
import { signedInMember, type Member } from './members';
import { json } from './hosting';

type Row = { id: string };
const ids = (body: { items: Row[] }) => body.items.map((r) => r.id);

/** Issue 14: the console's listings and bookings lists (filters, sort, numbered pages) and one booking's record. */
describe.each(engines())('console listings and bookings on %s', (engine) => {
  let t: TestApp;
  let admin: Member;
  let hana: Member;
  let omar: Member;
  let gus: Member;
  const L: Record<string, string> = {};
  const B: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(engine);
    t.setNow('2026-11-21T12:00:00Z');
    admin = await signedInMember(t, { role: 'admin', name: 'Olga Operator' });
    hana = await signedInMember(t, { name: 'Hana Host' });
    omar = await signedInMember(t, { name: 'Omar Owner' });
    gus = await signedInMember(t, { name: 'Gus Guest' });
    L.sea = (await insertListing(t.database, hana.id, { title: 'Flat by the sea', city: 'Montevideo' })).id;
    L.loft = (await insertListing(t.database, hana.id, { title: 'Loft in the old town', city: 'Colonia del Sacramento', status: 'draft' })).id;
    L.farm = (await insertListing(t.database, omar.id, { title: 'Farm stay with horses', city: 'Tacuarembó', status: 'pending_review' })).id;
    // Creation order decides the default sort: sea oldest, farm newest.
    const at = ['2026-01-01', '2026-02-01', '2026-03-01'];
    for (const [i, id] of [L.sea, L.loft, L.farm].entries()) {
      await t.database.pool.query('update listings set created_at = $2, updated_at = $2 where id = $1', [id, at[i]]);
    }
    B.a = await insertBooking(t.database, L.sea, gus.id, '2026-12-01', '2026-12-04', 'cancelled_by_guest');
    B.b = await insertBooking(t.database, L.farm, gus.id, '2027-01-10', '2027-01-12', 'requested');
    B.c = await insertBooking(t.database, L.sea, omar.id, '2027-02-01', '2027-02-03', 'confirmed');
    const price = { nights: [{ date: '2026-12-01', price: 10000 }, { date: '2026-12-02', price: 10000 }, { date: '2026-12-03', price: 10000 }], nightCount: 3, subtotal: 30000, cleaningFee: 2000, serviceFee: 3000, taxes: 0, total: 35000 };
    for (const [i, id] of [B.a, B.b, B.c].entries()) {
      await t.database.pool.query('update bookings set created_at = $2, total = $3, price = $4 where id = $1', [id, `2026-10-0${i + 1}T10:00:00Z`, [35000, 5000, 20000][i], JSON.stringify(price)]);
    }
    await t.database.pool.query('update bookings set refund_amount = 17500 where id = $1', [B.a]);
    await t.database.pool.query(`insert into booking_events (booking_id, actor_id, from_status, to_status, reason, at) values
      ($1, $2, null, 'requested', null, '2026-10-01T10:00:00Z'), ($1, $3, 'requested', 'confirmed', null, '2026-10-01T11:00:00Z'),
      ($1, $2, 'confirmed', 'cancelled_by_guest', 'Plans changed', '2026-10-05T09:00:00Z')`, [B.a, gus.id, hana.id]);
  });
  afterAll(() => t?.close());
  const get = async (path: string, status = 200) => json(await admin.a.fetch(`/api/v1/admin/${path}`), status);

  it('lists listings in any status, newest first, with the host and a total', async () => {
    const all = await get('listings');
    expect(ids(all)).toEqual([L.farm, L.loft, L.sea]);
    expect(all).toMatchObject({ total: 3, page: 1, limit: 25 });
    expect(all.items[2]).toMatchObject({ title: 'Flat by the sea', status: 'published', host: { id: hana.id, name: 'Hana Host', email: hana.email }, city: 'Montevideo', country: 'UY', createdAt: '2026-01-01T00:00:00.000Z' });
  });

  it('filters listings by title, status, host and place', async () => {
    expect(ids(await get('listings?q=HORSES'))).toEqual([L.farm]);
    expect(ids(await get(`listings?q=${L.loft}`))).toEqual([L.loft]);
    expect(ids(await get('listings?status=draft'))).toEqual([L.loft]);
    expect(ids(await get('listings?host=hana%20h'))).toEqual([L.loft, L.sea]);
    expect(ids(await get(`listings?host=${omar.id}`))).toEqual([L.farm]);
    expect(ids(await get('listings?place=colonia'))).toEqual([L.loft]);
    expect(ids(await get('listings?place=uy&status=published'))).toEqual([L.sea]);
    const none = await get('listings?place=%25');
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('sorts listings by a whitelisted column either way, and pages with a total', async () => {
    expect(ids(await get('listings?sort=title&dir=asc'))).toEqual([L.farm, L.sea, L.loft]);
    expect(ids(await get('listings?sort=place&dir=asc'))).toEqual([L.loft, L.sea, L.farm]);
    expect(ids(await get('listings?sort=created&dir=asc'))).toEqual([L.sea, L.loft, L.farm]);
    const p2 = await get('listings?limit=2&page=2');
    expect(p2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(ids(p2)).toEqual([L.sea]);
    expect((await get('listings?page=9')).items).toEqual([]);
  });

  it('refuses unknown filters, sorts and pages with 400 naming them', async () => {
    expect((await get('listings?sort=host_id', 400)).error.details).toHaveProperty('sort');
    expect((await get('listings?page=0', 400)).error.details).toHaveProperty('page');
    expect((await get('listings?status=gone', 400)).error.details).toHaveProperty('status');
    expect((await get('listings?owner=x', 400)).error.details).toHaveProperty('owner');
    expect((await get('bookings?dir=up', 400)).error.details).toHaveProperty('dir');
    expect((await get('bookings?limit=101', 400)).error.details).toHaveProperty('limit');
    expect((await get(`bookings/${B.a}?x=1`, 400)).error.details).toHaveProperty('x');
  });

  it('finds bookings by id, guest, host and listing, and by status', async () => {
    const all = await get('bookings');
    expect(ids(all)).toEqual([B.c, B.b, B.a]);
    expect(all.total).toBe(3);
    expect(all.items[2]).toMatchObject({
      status: 'cancelled_by_guest', listing: { id: L.sea, title: 'Flat by the sea' }, guest: { id: gus.id, name: 'Gus Guest' },
      host: { id: hana.id, name: 'Hana Host' }, checkIn: '2026-12-01', checkOut: '2026-12-04', total: 35000, currency: 'EUR',
    });
    expect(ids(await get(`bookings?q=${B.b}`))).toEqual([B.b]);
    expect(ids(await get('bookings?q=gus%20guest'))).toEqual([B.b, B.a]);
    expect(ids(await get(`bookings?q=${encodeURIComponent(gus.email.toUpperCase())}`))).toEqual([B.b, B.a]);
    // Omar is the guest of one and the host of another.
    expect(ids(await get('bookings?q=omar'))).toEqual([B.c, B.b]);
    expect(ids(await get('bookings?q=by%20the%20sea'))).toEqual([B.c, B.a]);
    expect(ids(await get('bookings?status=requested'))).toEqual([B.b]);
  });

  it('sorts bookings by check-in and total, and pages', async () => {
    expect(ids(await get('bookings?sort=checkIn&dir=asc'))).toEqual([B.a, B.b, B.c]);
    expect(ids(await get('bookings?sort=total&dir=desc'))).toEqual([B.a, B.c, B.b]);
    const p = await get('bookings?sort=total&dir=asc&limit=1&page=3');
    expect(p).toMatchObject({ total: 3, page: 3 });
    expect(ids(p)).toEqual([B.a]);
  });

  it("reads one booking's full record with every transition, who made it and the refund", async () => {
    const d = await get(`bookings/${B.a}`);
    expect(d).toMatchObject({
      id: B.a, status: 'cancelled_by_guest', guest: { id: gus.id, email: gus.email }, host: { id: hana.id, email: hana.email },
      listing: { id: L.sea, status: 'published', city: 'Montevideo', country: 'UY' }, guests: { adults: 2, children: 0, infants: 0, pets: 0 },
      price: { nightCount: 3, subtotal: 30000, cleaningFee: 2000, serviceFee: 3000, total: 35000 }, refundAmount: 17500,
    });
    expect(d.history).toEqual([
      { at: '2026-10-01T10:00:00.000Z', from: null, to: 'requested', actor: { id: gus.id, name: 'Gus Guest', as: 'guest' }, reason: null, reasonCode: null },
      { at: '2026-10-01T11:00:00.000Z', from: 'requested', to: 'confirmed', actor: { id: hana.id, name: 'Hana Host', as: 'host' }, reason: null, reasonCode: null },
      { at: '2026-10-05T09:00:00.000Z', from: 'confirmed', to: 'cancelled_by_guest', actor: { id: gus.id, name: 'Gus Guest', as: 'guest' }, reason: 'Plans changed', reasonCode: null },
    ]);
    expect((await get('bookings/nobody', 404)).error.code).toBe('NOT_FOUND');
    expect((await get('bookings/not%20an%20id', 400)).error.code).toBe('VALIDATION_FAILED');
  });

  it('shows a suspension and a restore made from the list, each audited with its reason', async () => {
    await json(await admin.a.post(`/api/v1/admin/listings/${L.loft}/suspend`, { reason: 'Photos of another place.' }), 200);
    expect((await get('listings?status=suspended')).items).toEqual([expect.objectContaining({ id: L.loft, statusReason: 'Photos of another place.', suspendedByBan: false })]);
    await json(await admin.a.post(`/api/v1/admin/listings/${L.loft}/restore`, { reason: 'Host fixed the photos.' }), 200);
    expect((await get(`listings?q=${L.loft}`)).items[0]).toMatchObject({ status: 'draft', statusReason: null });
    const { rows } = await t.database.pool.query(`select action, details from audit_events where target_id = $1 and action like 'listing.%' order by at, id`, [L.loft]);
    expect(rows.map((r) => [r.action, (typeof r.details === 'string' ? JSON.parse(r.details) : r.details).reason])).toEqual([
      ['listing.suspend', 'Photos of another place.'], ['listing.restore', 'Host fixed the photos.'],
    ]);
  });

  it('is for admins only', async () => {
    for (const path of ['listings', 'bookings', `bookings/${B.a}`]) {
      expect((await t.agent().fetch(`/api/v1/admin/${path}`)).status).toBe(401);
      expect((await gus.a.fetch(`/api/v1/admin/${path}`)).status).toBe(403);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertBooking, insertListing, insertPhoto } from './factories';
import { signedInMember, type Member } from './members';
import type { SavedListingsResponse, WishlistDetail, WishlistListResponse, WishlistSummary } from '../../src/contract/wishlists';

/** Issue 12 §3 and §6: wishlists are the member's own; saving is idempotent; cards know the dates. */
describe.each(engines())('wishlists on %s', (engine) => {
  let t: TestApp;
  let host: Member;
  let me: Member;
  let other: Member;
  beforeAll(async () => {
    t = await startTestApp(engine);
    host = await signedInMember(t, { name: 'Hana Host' });
    // Wishlists are for every member (SPEC §1), verified or not.
    me = await signedInMember(t, { name: 'Wanda Wish', verified: false });
    other = await signedInMember(t, { name: 'Otto Other' });
  });
  afterAll(() => t.close());

  const put = (m: Member, list: string, listing: string) => m.a.fetch(`/api/v1/wishlists/${list}/items/${listing}`, { method: 'PUT' });
  const del = (m: Member, path: string) => m.a.fetch(`/api/v1/wishlists${path}`, { method: 'DELETE' });
  const patch = (m: Member, path: string, body: unknown) =>
    m.a.fetch(`/api/v1/wishlists${path}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const lists = async (m: Member) => ((await (await m.a.fetch('/api/v1/wishlists')).json()) as WishlistListResponse).wishlists;
  const saved = async (m: Member) => (await (await m.a.fetch('/api/v1/wishlists/saved')).json()) as SavedListingsResponse;
  const create = async (m: Member, body: unknown) => {
    const res = await m.a.post('/api/v1/wishlists', body);
    expect(res.status).toBe(201);
    return (await res.json()) as WishlistSummary;
  };
  const detail = async (m: Member, id: string, q = '') => {
    const res = await m.a.fetch(`/api/v1/wishlists/${id}${q}`);
    expect(res.status).toBe(200);
    return (await res.json()) as WishlistDetail;
  };

  it('answers 401 to visitors on every call', async () => {
    const v = t.agent();
    const l = await insertListing(t.database, host.id);
    for (const [method, path] of [['GET', '/wishlists'], ['GET', '/wishlists/saved'], ['POST', '/wishlists'], ['GET', '/wishlists/x'],
      ['PATCH', '/wishlists/x'], ['DELETE', '/wishlists/x'], ['PUT', `/wishlists/default/items/${l.id}`], ['DELETE', `/wishlists/x/items/${l.id}`]]) {
      const res = await v.fetch(`/api/v1${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{"name":"x"}' });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('a first save without a list creates the default list; saving again changes nothing', async () => {
    const a = await insertListing(t.database, host.id);
    const first = await put(me, 'default', a.id);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ listingId: a.id, saved: true });
    expect((await lists(me)).map((w) => [w.id, w.name, w.count])).toEqual([[body.wishlistId, 'Saved', 1]]);
    expect((await put(me, 'default', a.id)).status).toBe(200);
    expect((await put(me, body.wishlistId, a.id)).status).toBe(200);
    expect((await lists(me)).map((w) => w.count)).toEqual([1]);
    expect(await saved(me)).toEqual({ listingIds: [a.id], items: [{ listingId: a.id, wishlistId: body.wishlistId }] });

    // Removing is idempotent too.
    expect(await (await del(me, `/${body.wishlistId}/items/${a.id}`)).json()).toEqual({ wishlistId: body.wishlistId, listingId: a.id, saved: false });
    expect((await del(me, `/${body.wishlistId}/items/${a.id}`)).status).toBe(200);
    expect((await saved(me)).listingIds).toEqual([]);
  });

  it('two first saves at once make one default list', async () => {
    const m = await signedInMember(t, { name: 'Racy Saver' });
    const [x, y] = [await insertListing(t.database, host.id), await insertListing(t.database, host.id)];
    const answers = await Promise.all([put(m, 'default', x.id), put(m, 'default', y.id)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await lists(m)).map((w) => [w.name, w.count])).toEqual([['Saved', 2]]);
  });

  it('creates, names, renames and deletes lists; names are 1–50 characters shown as text', async () => {
    const l = await insertListing(t.database, host.id);
    await insertPhoto(t.database, l.id, 0);
    const markup = '<img src=x onerror=alert(1)> & "Trips"';
    const w = await create(me, { name: `  ${markup}  `, listingId: l.id });
    expect(w).toMatchObject({ name: markup, count: 1 });
    expect(w.cover?.alt).toBe('Room 0');
    expect((await detail(me, w.id)).name).toBe(markup);

    // 50 characters as people count them, though 51 UTF-16 units: accepted.
    const fifty = `Summer 🏖️${'.'.repeat(41)}`;
    const renamed = await patch(me, `/${w.id}`, { name: fifty });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).name).toBe(fifty);
    for (const name of ['', '   ', 'x'.repeat(51)]) {
      const res = await me.a.post('/api/v1/wishlists', { name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect((await res.json()).error.details).toHaveProperty('name');
    }
    const unknown = await me.a.post('/api/v1/wishlists', { name: 'Ok', colour: 'red' });
    expect((await unknown.json()).error.details).toEqual({ colour: 'is not a known field' });

    expect(await (await del(me, `/${w.id}`)).json()).toEqual({ ok: true });
    expect((await me.a.fetch(`/api/v1/wishlists/${w.id}`)).status).toBe(404);
  });

  it('a missing or unpublished listing cannot be saved (404), and nothing is created for it', async () => {
    const m = await signedInMember(t, { name: 'Nora Nothing' });
    const draft = await insertListing(t.database, host.id, { status: 'draft' });
    expect((await put(m, 'default', 'l_does_not_exist')).status).toBe(404);
    expect((await put(m, 'default', draft.id)).status).toBe(404);
    expect((await m.a.post('/api/v1/wishlists', { name: 'Dreams', listingId: 'l_nope' })).status).toBe(404);
    expect(await lists(m)).toEqual([]);
    expect((await put(m, 'default', 'not an id!')).status).toBe(400);
  });

  it('another member’s list answers 404 to every call, and stays as it was', async () => {
    const l = await insertListing(t.database, host.id);
    const theirs = await create(other, { name: 'Private plans', listingId: l.id });
    const l2 = await insertListing(t.database, host.id);
    const tries = [
      me.a.fetch(`/api/v1/wishlists/${theirs.id}`),
      patch(me, `/${theirs.id}`, { name: 'Mine now' }),
      put(me, theirs.id, l2.id),
      del(me, `/${theirs.id}/items/${l.id}`),
      del(me, `/${theirs.id}`),
    ];
    for (const res of await Promise.all(tries)) expect(res.status).toBe(404);
    expect((await lists(other)).find((w) => w.id === theirs.id)).toMatchObject({ name: 'Private plans', count: 1 });
    expect((await saved(me)).listingIds).not.toContain(l.id);
  });

  it('shows its stays as cards with pins, and with dates their availability and totals', async () => {
    const free = await insertListing(t.database, host.id, { title: 'Free all December', nightlyPrice: 10000, cleaningFee: 2000 });
    const booked = await insertListing(t.database, host.id, { title: 'Booked those nights' });
    const picky = await insertListing(t.database, host.id, { title: 'Five nights at least', minNights: 5 });
    const small = await insertListing(t.database, host.id, { title: 'Sleeps two', maxGuests: 2 });
    const hidden = await insertListing(t.database, host.id, { title: 'Unlisted later' });
    for (const l of [free, booked, picky, small, hidden]) await insertPhoto(t.database, l.id, 0);
    const w = await create(me, { name: 'December' });
    let second = 0;
    for (const l of [free, booked, picky, small, hidden]) {
      t.setNow(`2026-11-21T12:00:0${++second}Z`);
      expect((await put(me, w.id, l.id)).status).toBe(200);
    }
    t.setNow('2026-11-21T12:00:00Z');
    await insertBooking(t.database, booked.id, other.id, '2026-12-11', '2026-12-12');
    await t.database.pool.query(`update listings set status = 'unlisted' where id = $1`, [hidden.id]);

    const plain = await detail(me, w.id);
    expect(plain.stay).toBeNull();
    expect(plain.items.map((i) => i.listing.title)).toEqual(['Unlisted later', 'Sleeps two', 'Five nights at least', 'Booked those nights', 'Free all December']);
    expect(plain.items.map((i) => [i.listed, i.available, i.listing.total])).toEqual([
      [false, null, null], [true, null, null], [true, null, null], [true, null, null], [true, null, null]]);
    expect(plain.items[0]!.unavailableReason).toBe('UNLISTED');
    expect(plain.pins.map((p) => p.id).sort()).toEqual([free.id, booked.id, picky.id, small.id, hidden.id].sort());
    expect(plain.items[4]!.listing.photos).toHaveLength(1);

    const dated = await detail(me, w.id, '?checkin=2026-12-10&checkout=2026-12-13&guests=3');
    expect(dated.stay).toEqual({ checkin: '2026-12-10', checkout: '2026-12-13', guests: 3 });
    const byTitle = Object.fromEntries(dated.items.map((i) => [i.listing.title, [i.available, i.unavailableReason, i.listing.total]]));
    expect(byTitle).toEqual({
      'Free all December': [true, null, { nights: 3, amount: 3 * 10000 + 2000 }],
      'Booked those nights': [false, 'DATES_UNAVAILABLE', null],
      'Five nights at least': [false, 'STAY_TOO_SHORT', null],
      'Sleeps two': [false, 'TOO_MANY_GUESTS', null],
      'Unlisted later': [false, 'UNLISTED', null],
    });
    const bad = await me.a.fetch(`/api/v1/wishlists/${w.id}?checkin=2026-12-10`);
    expect((await bad.json()).error.details).toHaveProperty('checkout');
    expect((await me.a.fetch(`/api/v1/wishlists/${w.id}?checkin=2026-12-10&checkout=2026-12-09`)).status).toBe(400);
  });

  it('lists the member’s lists newest activity first, the cover from the stay saved last', async () => {
    const m = await signedInMember(t, { name: 'Cora Cover' });
    const [a, b] = [await insertListing(t.database, host.id), await insertListing(t.database, host.id)];
    await insertPhoto(t.database, a.id, 0);
    await insertPhoto(t.database, b.id, 0);
    const older = await create(m, { name: 'Older', listingId: a.id });
    t.setNow('2026-11-21T12:05:00Z');
    try {
      const newer = await create(m, { name: 'Newer' });
      expect((await lists(m)).map((w) => w.name)).toEqual(['Newer', 'Older']);
      expect((await lists(m)).find((w) => w.id === newer.id)?.cover).toBeNull();
      t.setNow('2026-11-21T12:10:00Z');
      await put(m, older.id, b.id);
      const [top] = await lists(m);
      expect(top).toMatchObject({ name: 'Older', count: 2, updatedAt: '2026-11-21T12:10:00.000Z' });
      const photoOfB = (await t.database.pool.query('select id from photos where listing_id = $1', [b.id])).rows[0].id;
      expect(top!.cover?.id).toBe(photoOfB);
    } finally {
      t.setNow('2026-11-21T12:00:00Z');
    }
  });
});

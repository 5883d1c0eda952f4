import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Deps } from '../../deps.js';
import { migrate } from '../migrate.js';
import { openDatabase, type Database } from '../pool.js';
import { isOnMontevideoLand } from './cities.js';
import { seedDemoIfEmpty } from './index.js';
import { publishDueReviews } from '../../features/reviews/index.js';
import { queueReviewReminders } from '../../features/reviews/reminders.js';
import { refreshListingRating } from '../../features/reviews/repo.js';

const NOW = new Date('2026-03-01T12:00:00Z');

async function seeded(): Promise<Database> {
  const database = await openDatabase({ inMemory: true });
  await migrate(database.pool);
  const deps = { config: loadConfig({ NODE_ENV: 'test' }), database, log: pino({ level: 'silent' }), now: () => NOW } as Deps;
  await seedDemoIfEmpty(deps);
  return database;
}

describe('demo marketplace', () => {
  let a: Database;
  let b: Database;
  const q = async (d: Database, sql: string) => (await d.pool.query(sql)).rows;

  beforeAll(async () => {
    [a, b] = await Promise.all([seeded(), seeded()]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('is deterministic: two seeds of empty databases give identical rows', async () => {
    for (const table of ['listings', 'photos', 'users', 'bookings', 'reviews', 'calendar_blocks', 'price_overrides', 'conversations', 'wishlists']) {
      const sql = `select * from ${table} order by id`;
      expect(JSON.stringify(await q(a, sql)), table).toBe(JSON.stringify(await q(b, sql)));
    }
    // Messages and members keep their sequence numbers out of it: both databases number from 1, in the same order.
    for (const sql of ['select id, conversation_id, sender_id, body, created_at, read_at, seq from messages order by id',
      'select * from conversation_members order by conversation_id, user_id', 'select * from wishlist_items order by wishlist_id, listing_id']) {
      expect(JSON.stringify(await q(a, sql)), sql).toBe(JSON.stringify(await q(b, sql)));
    }
  });

  it('has enough listings, in Montevideo and many other cities', async () => {
    const [c] = await q(a, `select count(*) n, count(*) filter (where city = 'Montevideo') mvd, count(distinct city) cities,
      count(*) filter (where status <> 'published') unpublished from listings`);
    expect(c.n).toBeGreaterThanOrEqual(300);
    expect(c.mvd).toBeGreaterThanOrEqual(120);
    expect(c.cities).toBeGreaterThanOrEqual(11);
    expect(c.unpublished).toBe(0);
  });

  it('keeps titles, descriptions, photos and places within the rules', async () => {
    const rows = await q(a, `select l.title, l.description, l.city, l.location[0] lng, l.location[1] lat, l.approx_location[0] alng, l.approx_location[1] alat,
      (select count(*) from photos p where p.listing_id = l.id) photos, l.max_guests, l.min_nights, l.max_nights from listings l`);
    for (const r of rows) {
      expect(r.title.length).toBeGreaterThanOrEqual(10);
      expect(r.title.length).toBeLessThanOrEqual(80);
      expect(r.description.length).toBeGreaterThanOrEqual(50);
      expect(r.description.length).toBeLessThanOrEqual(5000);
      expect(r.description).not.toMatch(/lorem/i);
      expect(r.photos).toBeGreaterThanOrEqual(5);
      expect(r.photos).toBeLessThanOrEqual(12);
      expect(r.min_nights).toBeLessThanOrEqual(r.max_nights);
      expect(Math.hypot((r.alat - r.lat) * 111_320, (r.alng - r.lng) * 111_320 * Math.cos((r.lat * Math.PI) / 180))).toBeLessThan(500);
      if (r.city === 'Montevideo') {
        expect(r.lat).toBeGreaterThan(-34.93);
        expect(r.lat).toBeLessThan(-34.85);
        expect(r.lng).toBeGreaterThan(-56.26);
        expect(r.lng).toBeLessThan(-56.05);
        expect(isOnMontevideoLand(r.lat, r.lng)).toBe(true);
      }
    }
  });

  it('never overlaps two stays of one listing, and keeps ratings consistent with the reviews', async () => {
    const [o] = await q(a, `select count(*) n from bookings x join bookings y on x.listing_id = y.listing_id and x.id < y.id
      and daterange(x.check_in, x.check_out) && daterange(y.check_in, y.check_out)`);
    expect(o.n).toBe(0);
    const [s] = await q(a, `select count(*) filter (where status = 'completed') done, count(*) filter (where status in ('requested', 'confirmed') and check_in > '2026-03-01') ahead from bookings`);
    expect(s.done).toBeGreaterThan(1000);
    expect(s.ahead).toBeGreaterThan(300);
    const bad = await q(a, `select l.id from listings l left join (select listing_id, count(*) n, round(avg(rating), 2) avg from reviews group by 1) r on r.listing_id = l.id
      where l.review_count <> coalesce(r.n, 0) or l.rating_average is distinct from r.avg`);
    expect(bad).toEqual([]);
  });

  it('creates the demo accounts, with trips for the guest and listings for the host', async () => {
    const users = await q(a, `select u.email, u.role, (select count(*) from listings l where l.host_id = u.id and l.city = 'Montevideo') listings,
      (select count(*) from bookings bk where bk.guest_id = u.id) trips from users u where u.email like '%@demo.roost.test' and u.email not like '%.%@%' order by u.email`);
    expect(users.map((u) => [u.email, u.role])).toEqual([['admin@demo.roost.test', 'admin'], ['guest@demo.roost.test', 'user'], ['host@demo.roost.test', 'user']]);
    expect(users[2].listings).toBeGreaterThanOrEqual(3);
    expect(users[1].trips).toBeGreaterThanOrEqual(3);
  });

  it('opens the demo accounts on conversations to answer, counted as the app counts them, and on the host’s saved lists', async () => {
    const inbox = async (email: string) => q(a, `select cm.role, cm.unread_count, cm.last_seq, cm.emailed_seq, cm.last_read_seq,
        (select count(*)::int from messages m where m.conversation_id = cm.conversation_id and m.sender_id is distinct from cm.user_id and m.read_at is null) unread,
        (select max(seq) from messages m where m.conversation_id = cm.conversation_id) newest,
        (select count(*)::int from messages m where m.conversation_id = cm.conversation_id and m.created_at > '${NOW.toISOString()}') future
      from conversation_members cm join users u on u.id = cm.user_id where u.email = '${email}' order by cm.last_seq desc`);
    const host = await inbox('host@demo.roost.test');
    const guest = await inbox('guest@demo.roost.test');
    expect(host.length).toBeGreaterThanOrEqual(3);
    expect(guest.length).toBeGreaterThanOrEqual(2);
    for (const c of [...host, ...guest]) {
      expect(c.unread_count).toBe(c.unread);
      expect(c.last_seq).toBe(c.newest);
      expect(c.future).toBe(0);
      // Nobody is e-mailed about demo messages.
      expect(c.emailed_seq).toBe(c.last_seq);
      expect(Number(c.last_read_seq)).toBeLessThanOrEqual(Number(c.last_seq));
    }
    expect(host.filter((c) => c.unread_count > 0).length).toBeGreaterThanOrEqual(2);
    expect(guest.some((c) => c.unread_count > 0)).toBe(true);
    // A guest asking about a request the host has still to answer.
    const [asks] = await q(a, `select count(*)::int n from conversations c join bookings b on b.id = c.booking_id join users u on u.id = c.host_id
      where u.email = 'host@demo.roost.test' and b.status = 'requested' and c.guest_id = b.guest_id and c.listing_id = b.listing_id`);
    expect(asks.n).toBeGreaterThanOrEqual(1);
    const lists = await q(a, `select w.name, count(i.listing_id)::int n, bool_and(l.host_id <> w.user_id) others from wishlists w join users u on u.id = w.user_id
      join wishlist_items i on i.wishlist_id = w.id join listings l on l.id = i.listing_id where u.email = 'host@demo.roost.test' group by w.id, w.name order by w.name`);
    expect(lists.length).toBe(2);
    for (const l of lists) {
      expect(l.n).toBeGreaterThanOrEqual(2);
      expect(l.others).toBe(true);
    }
    const [guestLists] = await q(a, `select count(*)::int n from wishlists w join users u on u.id = w.user_id where u.email = 'guest@demo.roost.test'`);
    expect(guestLists.n).toBe(0);
  });

  it('does nothing when listings exist', async () => {
    const before = await q(a, 'select count(*) n from listings');
    await seedDemoIfEmpty({ config: loadConfig({ NODE_ENV: 'test' }), database: a, log: pino({ level: 'silent' }), now: () => NOW } as Deps);
    expect(await q(a, 'select count(*) n from listings')).toEqual(before);
  });

  it('keeps its reviews under the review rules: all published, nothing for the review job, the same average when recounted', async () => {
    const deps = { config: loadConfig({ NODE_ENV: 'test' }), database: a, log: pino({ level: 'silent' }), now: () => NOW } as Deps;
    const [unpublished] = await q(a, 'select count(*)::int n from reviews where published_at is null');
    expect(unpublished.n).toBe(0);
    expect(await publishDueReviews(deps)).toBe(0);
    // Seeded stays were never asked for a review through the app, so nobody is reminded of one.
    expect(await queueReviewReminders(deps)).toBe(0);
    const rated = await q(a, 'select id, rating_average, review_count from listings where review_count > 0 order by id limit 20');
    for (const l of rated) await refreshListingRating(a.db, l.id);
    expect(await q(a, `select id, rating_average, review_count from listings where id = any('{${rated.map((l) => l.id).join(',')}}') order by id`)).toEqual(rated);
  });
});

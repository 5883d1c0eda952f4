import { sql } from 'kysely';
import type { Database } from '../src/server/db/pool';
import { onFreshEngines } from './engines';
import { asOperator } from './admin-app';
import { fmt, summarise, time } from './stats';

const NOW = new Date('2026-11-19T12:00:00Z');

/**
 * `count` members, listings and bookings spread over the year before NOW, in bulk SQL: listings in
 * every status, bookings confirmed, cancelled and as requests (answered, expired, open) with their
 * status history, a few open reports and failing feeds — what the Overview reads.
 */
export async function seed(database: Database, count: number) {
  const db = database.db;
  await sql`insert into users (id, email, name, email_verified, created_at, updated_at)
    select 'bu' || i, 'bu' || i || '@bench.test', 'Bench ' || i, true, ${NOW}::timestamptz - (i % 365) * interval '1 day', ${NOW}
    from generate_series(1, ${count}) as i`.execute(db);
  await sql`insert into listings (id, host_id, property_type, room_type, max_guests, nightly_price, status, published_at, submitted_at, created_at, updated_at)
    select 'bl' || i, 'bu' || (1 + i % ${count}), 'apartment', 'entire_place', 4, 10000,
      (array['published', 'published', 'published', 'draft', 'pending_review', 'unlisted', 'suspended'])[1 + i % 7],
      ${NOW}::timestamptz - (i % 400) * interval '1 day', ${NOW}::timestamptz - (i % 400) * interval '1 day',
      ${NOW}::timestamptz - (i % 400) * interval '1 day', ${NOW}
    from generate_series(1, ${count}) as i`.execute(db);
  await sql`insert into bookings (id, listing_id, guest_id, check_in, check_out, adults, status, currency, price, total, expires_at, created_at, updated_at)
    select 'bb' || i, 'bl' || (1 + (i::bigint * 7919) % ${count}), 'bu' || (1 + (i::bigint * 104729) % ${count}),
      (${NOW}::timestamptz - (i % 360) * interval '1 day')::date + 14, (${NOW}::timestamptz - (i % 360) * interval '1 day')::date + 14 + 1 + i % 6, 2,
      (array['confirmed', 'completed', 'cancelled_by_guest', 'declined', 'expired', 'requested'])[1 + i % 6], 'EUR', '{}', 10000 + i % 50000,
      case when i % 2 = 0 then ${NOW}::timestamptz - (i % 360) * interval '1 day' + interval '24 hours' end,
      ${NOW}::timestamptz - (i % 360) * interval '1 day', ${NOW}
    from generate_series(1, ${count}) as i`.execute(db);
  await sql`insert into booking_events (booking_id, from_status, to_status, at)
    select id, 'requested', case when status in ('declined', 'expired') then status else 'confirmed' end, created_at + interval '3 hours'
    from bookings where expires_at is not null and status <> 'requested'`.execute(db);
  await sql`insert into reports (id, reporter_id, target_type, target_id, reason, status)
    select 'br' || i, 'bu' || i, 'listing', 'bl' || i, 'inappropriate', case when i % 3 = 0 then 'open' else 'dismissed' end
    from generate_series(1, least(3000, ${count})) as i`.execute(db);
  await sql`insert into calendar_feeds (id, listing_id, name, url, last_error)
    select 'bf' || i, 'bl' || i, 'Elsewhere', 'https://example.test/' || i || '.ics', case when i % 10 = 0 then 'HTTP 500' end
    from generate_series(1, least(2000, ${count})) as i`.execute(db);
  await database.pool.query('analyze');
}

/**
 * p95 of GET /admin/overview (12 and 52 weeks) over `count` rows each of members, listings and
 * bookings, beside a baseline measured in the same run with samples interleaved: GET /admin/members
 * (one keyset page through the same admin check), so the ratio says what the figures cost.
 */
async function benchOverviewOn(label: string, database: Database, count: number, n: number) {
  const t0 = performance.now();
  await seed(database, count);
  console.log(`overview ${label}: seeded ${count} members, listings and bookings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const { get } = await asOperator(database, () => NOW);
  const calls = ['/api/v1/admin/members?limit=20', '/api/v1/admin/overview', '/api/v1/admin/overview?weeks=52'];
  for (let i = 0; i < 5; i++) for (const c of calls) await get(c);
  const samples = calls.map(() => [] as number[]);
  for (let i = 0; i < n; i++) {
    // Rotate which call goes first, so none always meets a warm or a cold cache.
    for (let k = 0; k < calls.length; k++) {
      const j = (i + k) % calls.length;
      samples[j]!.push(await time(() => get(calls[j]!)));
    }
  }
  const [base, twelve, year] = samples.map(summarise) as [ReturnType<typeof summarise>, ReturnType<typeof summarise>, ReturnType<typeof summarise>];
  console.log(`overview ${label} @${count}: baseline GET /admin/members ${fmt(base)}`);
  console.log(`overview ${label} @${count}: GET /admin/overview (12 weeks) ${fmt(twelve)} — p95 ${(twelve.p95 / base.p95).toFixed(1)}× the baseline's`);
  console.log(`overview ${label} @${count}: GET /admin/overview?weeks=52 ${fmt(year)} — p95 ${(year.p95 / base.p95).toFixed(1)}× the baseline's`);
}

/** `npm run bench` entry (`--skip-overview`): PGlite and, unless skipped, a throwaway PostgreSQL. */
export async function benchOverview(opts: { postgres: boolean; count?: number; n?: number }) {
  const count = opts.count ?? 100_000;
  await onFreshEngines('overview', (engine, db) => benchOverviewOn(engine, db, count, opts.n ?? 40), { postgres: opts.postgres });
}

// `npx tsx bench/overview.ts [count]`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchOverview({ postgres: !process.argv.includes('--skip-postgres'), count: Number(process.argv[2]) || undefined });
}

import pino from 'pino';
import type { Database } from '../src/server/db/pool';
import { onFreshEngines } from './engines';
import { loadConfig } from '../src/server/config';
import { createDeps } from '../src/server/create-deps';
import { addDays } from '../src/domain/dates';
import { runDueFeeds } from '../src/server/features/calendar/index';
import { parseBusyRanges } from '../src/server/features/calendar/parse';
import { insertListing, insertUser } from '../tests/integration/factories';
import { serveIcs, startFeedServer } from '../tests/support/feed-server';
import { fmt, summarise } from './stats';

const FEEDS = 100;
const NOW = new Date('2026-11-21T12:00:00Z');

/** A channel's calendar of a busy year: ~40 stays, a few owner holds, a weekly recurring hold. */
function document(i: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//Bench channel ${i}//EN`, 'CALSCALE:GREGORIAN'];
  const basic = (d: string) => d.replaceAll('-', '');
  let day = (i * 7) % 11;
  for (let e = 0; e < 45; e++) {
    const start = addDays('2026-11-21', day);
    const nights = 1 + ((i + e) % 6);
    lines.push('BEGIN:VEVENT', `UID:bench-${i}-${e}@channel.example`, 'DTSTAMP:20261120T100000Z',
      `DTSTART;VALUE=DATE:${basic(start)}`, `DTEND;VALUE=DATE:${basic(addDays(start, nights))}`,
      `SUMMARY:${e % 5 === 0 ? 'Airbnb (Not available)' : 'Reserved'}`,
      `DESCRIPTION:Reservation URL: https://channel.example/reservations/HM${i}X${e}\\nPhone Number (Last 4 Digits): ${1000 + e}`, 'END:VEVENT');
    day += nights + 2 + ((i * e) % 5);
  }
  lines.push('BEGIN:VEVENT', `UID:bench-${i}-weekly@channel.example`, 'DTSTAMP:20261120T100000Z',
    'DTSTART;VALUE=DATE:20261106', 'DTEND;VALUE=DATE:20261107', 'RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20271231', 'EXDATE;VALUE=DATE:20261225',
    'SUMMARY:Owner hold', 'END:VEVENT', 'END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * One scheduler pass over 100 due feeds, each served by a local HTTP server (fetch, parse,
 * replace blocks in a transaction that locks the listing, conflict check), beside a baseline
 * measured in the same run: parsing the same 100 documents alone.
 */
export async function benchFeedSync(label: string, database: Database) {
  const deps = await createDeps({
    config: { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/roost-unused' }), icalAllowPrivateHosts: true },
    database,
    log: pino({ level: 'silent' }),
    now: () => NOW,
  });
  const server = await startFeedServer();
  try {
    const docs = Array.from({ length: FEEDS }, (_, i) => document(i));
    const host = await insertUser(database, { name: 'Bench Host' });
    for (let i = 0; i < FEEDS; i++) {
      const l = await insertListing(database, host.id, { timeZone: i % 2 ? 'Europe/Madrid' : 'America/Montevideo' });
      server.set(`/feed/${i}.ics`, serveIcs(docs[i]!));
      await database.db.insertInto('calendar_feeds').values({
        id: `feed_bench_${i}`, listing_id: l.id, name: `Channel ${i}`, url: server.url(`/feed/${i}.ics`), kind: 'url', next_sync_at: NOW,
      }).execute();
    }
    const kb = docs.reduce((n, d) => n + d.length, 0) / FEEDS / 1024;

    // Baseline: the same documents parsed alone, one after another.
    const parseTimes: number[] = [];
    const p0 = performance.now();
    for (const [i, d] of docs.entries()) {
      const t = performance.now();
      parseBusyRanges(d, { timeZone: i % 2 ? 'Europe/Madrid' : 'America/Montevideo', today: '2026-11-21', horizonDays: 365 });
      parseTimes.push(performance.now() - t);
    }
    const parseWall = performance.now() - p0;

    const perFeed: number[] = [];
    const t0 = performance.now();
    const n = await runDueFeeds(deps, { observe: (ms) => perFeed.push(ms) });
    const wall = performance.now() - t0;
    if (n !== FEEDS || perFeed.length !== FEEDS) throw new Error(`synced ${n} feeds (${perFeed.length} timed), expected ${FEEDS}`);
    const { rows } = await database.pool.query(`select count(*)::int as blocks, count(*) filter (where f.last_error is not null)::int as errors
      from calendar_feeds f left join calendar_blocks b on b.feed_id = f.id`);
    if (rows[0].errors) throw new Error(`${rows[0].errors} feeds failed`);

    console.log(`feeds ${label}: one sync of ${FEEDS} feeds (${kb.toFixed(1)} KB each, ${rows[0].blocks} blocks) in ${(wall / 1000).toFixed(2)} s; per feed ${fmt(summarise(perFeed))}`);
    console.log(`feeds ${label}: baseline, parsing the same documents alone: ${(parseWall / 1000).toFixed(2)} s; per document ${fmt(summarise(parseTimes))}`);
    console.log(`feeds ${label}: sync/parse-alone wall ratio ${(wall / parseWall).toFixed(2)}×`);

    // The steady state: 15 minutes later the same feeds, unchanged (answered in full, no 304).
    const later = new Date(NOW.getTime() + 15 * 60_000);
    deps.now = () => later;
    const again: number[] = [];
    const a0 = performance.now();
    await runDueFeeds(deps, { observe: (ms) => again.push(ms) });
    const againWall = performance.now() - a0;
    console.log(`feeds ${label}: the next sync, nothing changed: ${(againWall / 1000).toFixed(2)} s (${(againWall / parseWall).toFixed(2)}× parsing alone); per feed ${fmt(summarise(again))}`);
  } finally {
    await server.close();
  }
}

/** `npm run bench` entry: on a fresh PGlite and, unless skipped, a throwaway PostgreSQL. */
export async function benchFeeds(opts: { postgres: boolean }) {
  await onFreshEngines('feeds', benchFeedSync, opts);
}

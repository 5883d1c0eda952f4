import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { insertListing } from './factories';
import { signedInMember, type Member } from './members';
import { serveIcs, startFeedServer, type FeedServer } from '../support/feed-server';
import { runDueFeeds } from '../../src/server/features/calendar/index';

const AIRBNB = fs.readFileSync(path.join(__dirname, '../fixtures/ical/airbnb.ics'), 'utf8');

/** The scheduler: feeds are fetched every ICAL_SYNC_MINUTES, each by one process at a time. */
describe.each(engines())('iCal sync job on %s', (engine) => {
  let t: TestApp;
  let s: FeedServer;
  let host: Member;
  const paths: string[] = [];
  const fetches = (p: string) => s.requests.filter((r) => r.path === p).length;

  beforeAll(async () => {
    t = await startTestApp(engine, { icalAllowPrivateHosts: true, icalSyncMinutes: 15 });
    t.setNow('2026-11-21T12:00:00Z');
    s = await startFeedServer();
    host = await signedInMember(t);
    const l = await insertListing(t.database, host.id);
    for (let i = 0; i < 6; i++) {
      const p = `/feed-${i}.ics`;
      s.set(p, serveIcs(AIRBNB));
      paths.push(p);
      expect((await host.a.post(`/api/v1/listings/${l.id}/feeds`, { name: `Channel ${i}`, url: s.url(p) })).status).toBe(201);
    }
  });
  afterAll(async () => {
    await s?.close();
    await t?.close();
  });

  it('takes nothing before a feed is due, then every due feed once, even with two processes at it', async () => {
    expect(paths.map(fetches)).toEqual([1, 1, 1, 1, 1, 1]); // the sync when each was added
    t.setNow('2026-11-21T12:14:00Z');
    expect(await runDueFeeds(t.deps)).toBe(0);
    t.setNow('2026-11-21T12:15:00Z');
    // Two schedulers (as in two server processes) at the same instant share the feeds.
    const [a, b] = await Promise.all([runDueFeeds(t.deps), runDueFeeds(t.deps)]);
    expect(a + b).toBe(6);
    expect(paths.map(fetches)).toEqual([2, 2, 2, 2, 2, 2]);
    const { rows } = await t.database.pool.query(`select next_sync_at, claimed_until, last_synced_at from calendar_feeds`);
    for (const r of rows) {
      expect(new Date(r.next_sync_at).toISOString()).toBe('2026-11-21T12:30:00.000Z');
      expect(r.claimed_until).toBeNull();
      expect(new Date(r.last_synced_at).toISOString()).toBe('2026-11-21T12:15:00.000Z');
    }
    expect(await runDueFeeds(t.deps)).toBe(0);
  });

  it('leaves a feed another process holds until its lease runs out', async () => {
    const { rows } = await t.database.pool.query(`select id from calendar_feeds order by id limit 1`);
    await t.database.pool.query(`update calendar_feeds set claimed_until = '2026-11-21T12:40:00Z' where id = $1`, [rows[0].id]);
    t.setNow('2026-11-21T12:31:00Z');
    expect(await runDueFeeds(t.deps)).toBe(5);
    t.setNow('2026-11-21T12:41:00Z');
    expect(await runDueFeeds(t.deps)).toBe(1); // the lease ran out: another process stopped mid-sync
  });
});

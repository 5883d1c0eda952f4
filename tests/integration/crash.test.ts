import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './harness';
import { insertListing, insertUser } from './factories';
import { MEMBER_PASSWORD } from './members';
import { jpeg } from './images';
import { freshPlace, type Place } from './durable-data';
import { httpAgent, startServerProcess, type HttpAgent, type ServerProcess } from './server-process';

/**
 * Issue 13 §2, with real server processes: SIGKILL while bookings, sign-ups and photo uploads are
 * in flight, several times; then every answered success is there and nothing is half-written.
 * Then SIGTERM while an upload is in flight: it is answered and the process exits cleanly in time.
 */
const ROUNDS = 3;
const SHUTDOWN_BOUND_MS = 10_000;
const ports: Record<string, number> = { pglite: 3971, postgres: 3972 };

describe.each(engines())('a server process killed mid-flight on %s', (engine) => {
  let place: Place;
  let host: { id: string; email: string };
  let guest: { email: string };
  let stays: string[];
  let drafts: string[];
  const ok = { signups: [] as string[], bookings: [] as string[], photos: [] as string[] };
  let picture: Buffer;

  beforeAll(async () => {
    place = await freshPlace(engine, 'crash');
    const db = await place.open();
    host = await insertUser(db, { password: MEMBER_PASSWORD, name: 'Hana Host' });
    guest = await insertUser(db, { password: MEMBER_PASSWORD, name: 'Gus Guest' });
    stays = [];
    for (let i = 0; i < 4; i++) stays.push((await insertListing(db, host.id, { instantBook: true, minNights: 1 })).id);
    drafts = [];
    for (let i = 0; i < 6; i++) drafts.push((await insertListing(db, host.id, { status: 'draft' })).id);
    await db.close();
    picture = await jpeg(800, 600);
  }, 60_000);
  afterAll(async () => (process.env.KEEP ? console.log('KEPT', place.dataDir) : place?.drop()));

  const start = () => startServerProcess({ PORT: ports[engine]!, DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl });
  const signIn = async (server: ServerProcess, email: string, ip: string) => {
    const a = httpAgent(server.url, ip);
    expect((await a.post('/api/auth/sign-in/email', { email, password: MEMBER_PASSWORD })).status).toBe(200);
    return a;
  };
  let bookingNo = 0;
  let signupNo = 0;
  const nightsFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const upload = (a: HttpAgent, listingId: string) => {
    const form = new FormData();
    form.append('alt', 'A bright room');
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'room.jpg');
    return a.fetch(`/api/v1/listings/${listingId}/photos`, { method: 'POST', body: form });
  };

  /** Requests of one kind, back to back, until the server dies; successes recorded as they are answered. */
  const load = async (alive: () => boolean, one: () => Promise<void>) => {
    while (alive()) await one().catch(() => {});
  };

  it(`answers, dies and comes back ${ROUNDS} times without losing or half-writing anything`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const server = await start();
      const hostAgent = await signIn(server, host.email, `10.1.${round}.1`);
      const guestAgent = await signIn(server, guest.email, `10.1.${round}.2`);
      let alive = true;
      const workers = [
        ...[0, 1].map(() => load(() => alive, async () => {
          const n = ++signupNo;
          const email = `crash${n}.${engine}@example.test`;
          const res = await httpAgent(server.url, `10.2.${n >> 8}.${n & 255}`).post('/api/auth/sign-up/email', { name: `Crash ${n}`, email, password: MEMBER_PASSWORD });
          if (res.status === 200) ok.signups.push(email);
        })),
        ...[0, 1].map(() => load(() => alive, async () => {
          const k = bookingNo++;
          const night = 20 + Math.floor(k / stays.length);
          const res = await guestAgent.post('/api/v1/bookings', {
            listingId: stays[k % stays.length], checkIn: nightsFrom(night), checkOut: nightsFrom(night + 1),
            adults: 1, children: 0, infants: 0, pets: 0, acceptRules: true,
          });
          if (res.status === 201) ok.bookings.push(((await res.json()) as { id: string }).id);
        })),
        ...[0, 1].map((w) => load(() => alive, async () => {
          const res = await upload(hostAgent, drafts[(round * 2 + w) % drafts.length]!);
          if (res.status === 201) ok.photos.push(((await res.json()) as { id: string }).id);
        })),
      ];
      // Once every kind has been answered this round, the kill comes at a random moment soon after.
      const at = { signups: ok.signups.length, bookings: ok.bookings.length, photos: ok.photos.length };
      const answered = () => ok.signups.length > at.signups && ok.bookings.length > at.bookings && ok.photos.length > at.photos;
      for (let waited = 0; !answered() && waited < 20_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      expect(answered(), `every kind of request was answered in round ${round}`).toBe(true);
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 600));
      await server.kill('SIGKILL');
      alive = false;
      await Promise.all(workers);
    }

    // Back again (the embedded database opens as it is: no repair step exists), then SIGTERM with an upload in flight.
    const server = await start();
    const hostAgent = await signIn(server, host.email, '10.3.0.1');
    const inFlight = upload(hostAgent, drafts[0]!);
    await new Promise((r) => setTimeout(r, 60));
    const t0 = performance.now();
    const exited = server.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status, server.output()).toBe(201);
    ok.photos.push(((await answer.json()) as { id: string }).id);
    expect(await exited, server.output()).toEqual({ code: 0, signal: null });
    expect(performance.now() - t0).toBeLessThan(SHUTDOWN_BOUND_MS);

    await expectWholeAndComplete();
  }, 400_000);

  async function expectWholeAndComplete() {
    const db = await place.open();
    try {
      const q = async (text: string, params: unknown[] = []) => (await db.pool.query(text, params)).rows;
      // Every answered success is there.
      const users = new Set((await q('select lower(email) as email from users')).map((r) => r.email));
      expect(ok.signups.filter((e) => !users.has(e.toLowerCase()))).toEqual([]);
      const bookings = new Set((await q('select id from bookings')).map((r) => r.id));
      expect(ok.bookings.filter((id) => !bookings.has(id))).toEqual([]);
      const photos = await q('select id, storage_key, variants from photos');
      const photoIds = new Set(photos.map((r) => r.id));
      expect(ok.photos.filter((id) => !photoIds.has(id))).toEqual([]);
      // Nothing half-written: no booking without its price and its history, no account without its password.
      expect(await q(`select id from bookings where price is null or total <= 0
        or not exists (select 1 from booking_events e where e.booking_id = bookings.id)`)).toEqual([]);
      expect(await q(`select email from users u where not exists (select 1 from accounts a where a.user_id = u.id)`)).toEqual([]);
      // No photo row without its files, no files without their row, no journal or temporary leftovers.
      const root = path.join(place.dataDir, 'photos');
      const missing = photos.flatMap((p) => (p.variants as number[]).map((w) => path.join(root, p.storage_key, `${w}.webp`))).filter((f) => !fs.existsSync(f));
      expect(missing).toEqual([]);
      const stored = fs.existsSync(root) ? fs.readdirSync(root) : [];
      const keys = new Set(photos.map((p) => p.storage_key));
      expect(stored.filter((k) => !keys.has(k))).toEqual([]);
      expect(fs.readdirSync(root).flatMap((k) => fs.readdirSync(path.join(root, k))).filter((f) => !f.endsWith('.webp'))).toEqual([]);
      expect(await q('select storage_key from photo_orphans')).toEqual([]);
      const parts = path.join(place.dataDir, 'uploads');
      expect(fs.existsSync(parts) ? fs.readdirSync(parts) : []).toEqual([]);
    } finally {
      await db.close();
    }
  }
});

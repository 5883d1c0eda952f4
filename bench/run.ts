/**
 * `npm run bench`: performance figures, each beside a baseline measured in the same run
 * (these machines are noisy). Options: --count N (synthetic listings, default 100000),
 * --skip-search, --skip-signin, --skip-booking, --skip-processes, --skip-photos, --skip-feeds, --skip-messages, --skip-webhooks, --skip-tokens, --skip-console, --skip-overview, --skip-backup, --skip-postgres, --skip-web (no
 * build / Lighthouse / start-up times); --million adds search at 1 000 000 listings on PostgreSQL
 * (seeding takes a quarter of an hour on a shared machine; `--database-url URL` reuses a database
 * seeded before).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/pool';
import { migrate } from '../src/server/db/migrate';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { startThrowawayPostgres } from '../tools/throwaway-postgres';
import { benchSearch, benchSearchAfterEdits } from './search';
import { benchPlaces } from './places';
import { benchBookings } from './booking';
import { benchFeeds } from './feeds';
import { benchMessages } from './messages';
import { benchWebhooks } from './webhooks';
import { benchSignIn } from './signin';
import { benchTokens } from './tokens';
import { benchConsole } from './console';
import { benchOverview } from './overview';
import { benchPhotos } from './photos';
import { benchBackup, benchBackupAtScale } from './backup';
import { benchBookingProcesses } from './booking-processes';
import { benchMillion } from './million';
import { initialJs, lighthouse, lighthouseMedian, pageJsKb, serverCpuPerPage, signInCookie, startServer } from './web';

const args = process.argv.slice(2);
const count = Number(args[args.indexOf('--count') + 1]) || 100_000;
const skip = (what: string) => args.includes(`--skip-${what}`);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

async function withSynthetic(label: string, open: () => Promise<Awaited<ReturnType<typeof openDatabase>>>) {
  const database = await open();
  try {
    await migrate(database.pool);
    const t = performance.now();
    await seedSynthetic(database, { count, seed: 42 });
    console.log(`seed ${label}: ${count} synthetic listings in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await database.pool.query('analyze');
    const before = await benchSearch(`${label} @${count}`, database);
    await benchSearchAfterEdits(`${label} @${count}`, database, before);
  } finally {
    await database.close();
  }
}

/** A migrated, empty database for one bench. */
async function withFresh(open: () => Promise<Awaited<ReturnType<typeof openDatabase>>>, fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) {
  const database = await open();
  try {
    await migrate(database.pool);
    await fn(database);
  } finally {
    await database.close();
  }
}

console.log(`Roost benchmarks — ${new Date().toISOString()} — node ${process.version}, ${os.cpus().length} cores`);

await benchPlaces();

if (!skip('signin')) await withFresh(() => openDatabase({ inMemory: true }), (db) => benchSignIn('pglite', db));

if (!skip('search')) await withSynthetic('pglite', () => openDatabase({ inMemory: true }));

if (!skip('postgres')) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-'));
  fs.chmodSync(tmp, 0o755);
  const pg = startThrowawayPostgres(tmp);
  if (!pg) console.log('postgres: not installed here, skipped');
  else {
    try {
      if (!skip('signin')) await withFresh(() => openDatabase({ databaseUrl: `${pg.url}/postgres` }), (db) => benchSignIn('postgres', db));
      if (!skip('search')) await withSynthetic('postgres', () => openDatabase({ databaseUrl: `${pg.url}/postgres` }));
    } finally {
      pg.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
}

if (!skip('booking')) await benchBookings({ postgres: !skip('postgres') });
if (!skip('processes') && !skip('postgres')) await benchBookingProcesses();
if (args.includes('--million')) await benchMillion({ count: 1_000_000, databaseUrl: option('--database-url') });
if (!skip('backup')) await benchBackupAtScale(100_000, { postgres: !skip('postgres') });

if (!skip('photos')) await benchPhotos();
if (!skip('feeds')) await benchFeeds({ postgres: !skip('postgres') });
if (!skip('messages')) await benchMessages({ postgres: !skip('postgres') });
if (!skip('webhooks')) await benchWebhooks({ postgres: !skip('postgres') });
if (!skip('tokens')) await benchTokens({ postgres: !skip('postgres') });
if (!skip('console') && !skip('postgres')) await benchConsole();
if (!skip('overview')) await benchOverview({ postgres: !skip('postgres') });

if (!skip('web')) {
  initialJs();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-bench-web-'));
  const port = 3950;
  const first = await startServer(port, dataDir);
  console.log(`start: first start (build basemap, migrate, seed) ready in ${(first.readyMs / 1000).toFixed(1)} s`);
  try {
    // The first visit makes the photos' size variants (then kept on disk): a warm-up, not counted.
    console.log('lighthouse: warm-up run (photo variants are made on first request)');
    await lighthouse(`http://127.0.0.1:${port}/`);
    // One Lighthouse run on these shared machines swings by ±0.05; three, and their median. A run
    // whose trace Lighthouse failed to record (NO_NAVSTART, now and then) is run again.
    const home = await lighthouseMedian(`http://127.0.0.1:${port}/`);
    console.log(`lighthouse /: median of ${home.runs} runs: performance ${home.performance}, accessibility ${home.accessibility} (budget ≥ 0.9 and ≥ 0.95)`);
    await benchGuestPages(`http://127.0.0.1:${port}`, first.child.pid!);
    if (!skip('member-pages')) await benchMemberPages(`http://127.0.0.1:${port}`);
  } finally {
    await first.stop();
  }
  const again = await startServer(port, dataDir);
  console.log(`start: later start ready in ${(again.readyMs / 1000).toFixed(1)} s`);
  await again.stop();
  if (!skip('backup')) await benchBackup('demo marketplace (pglite)', dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Where guests decide (issue 11): a search by place and a listing, as a visitor on a phone. */
async function benchGuestPages(base: string, serverPid: number) {
  const search = '/s?place=Montevideo';
  const found = (await (await fetch(`${base}/api/v1/listings?bbox=-56.37,-35.05,-56.0,-34.75`)).json()) as { results: { id: string }[] };
  const listing = `/listings/${found.results[0].id}`;
  for (const [page, module] of [[search, 'routes/SearchPage.tsx'], [listing, 'routes/ListingPage.tsx']] as const) {
    await lighthouse(`${base}${page}`); // warm-up: the page's photo variants are made on first request
    const r = await lighthouseMedian(`${base}${page}`);
    console.log(`lighthouse ${page.replace(found.results[0].id, ':id')}: median of ${r.runs} runs: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r.bestPractices}, LCP ${(r.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(r.tbtMs)} ms (budget ≥ 0.9, 1.0, 1.0, ≤ 2.5 s, ≤ 200 ms)`);
    console.log(`web: ${page.replace(found.results[0].id, ':id')} loads ${pageJsKb(module).toFixed(0)} KB of JavaScript (gzipped) before it is usable; its first paint (photo, title, price) needs none`);
  }
  // What a first paint costs the server, beside its main API answer alone (the baseline, same run).
  const box = new URL((await (await fetch(`${base}${search}`)).text()).match(/<div id="root" data-url="([^"]+)"/)?.[1].replaceAll('&amp;', '&') ?? search, base).searchParams.get('bbox');
  for (const [page, answer] of [[`${search}&bbox=${box}`, `/api/v1/listings?bbox=${box}`], [listing, `/api/v1${listing}`]]) {
    const paint = await serverCpuPerPage(serverPid, `${base}${page}`);
    const alone = await serverCpuPerPage(serverPid, `${base}${answer}`);
    if (paint === undefined || alone === undefined) continue;
    console.log(`web: ${page.replace(found.results[0].id, ':id').replace(/&bbox=.*/, '')} costs the server ${paint.toFixed(1)} ms of CPU per first paint; its API answer alone ${alone.toFixed(1)} ms (${(paint / alone).toFixed(2)}×)`);
  }
}

/**
 * The screens members use (hosting, the editor, the calendar, reservations, the inbox, notifications,
 * the account, a profile) signed in as the demo host, a guest's (wishlists, trips) as the demo guest,
 * and the console's, signed in as the demo operator: the budget of `/` is a floor for every page.
 */
async function benchMemberPages(base: string) {
  const cookie = await signInCookie(base, 'host@demo.roost.test', 'roost-demo-2026');
  const ask = async <T,>(path: string, as = cookie) => (await (await fetch(`${base}${path}`, { headers: { cookie: as } })).json()) as T;
  const me = await ask<{ id: string }>('/api/v1/me');
  // One of each of the host's things, for the screens that show one.
  const listing = (await ask<{ listings: { id: string }[] }>('/api/v1/host/listings')).listings[0]?.id;
  const reservation = (await ask<{ bookings: { id: string }[] }>('/api/v1/bookings?as=host')).bookings[0]?.id;
  const conversation = (await ask<{ conversations: { id: string }[] }>('/api/v1/conversations')).conversations[0]?.id;
  const guest = await signInCookie(base, 'guest@demo.roost.test', 'roost-demo-2026');
  const wishlist = (await ask<{ wishlists: { id: string }[] }>('/api/v1/wishlists', guest)).wishlists[0]?.id;
  const trip = (await ask<{ bookings: { id: string }[] }>('/api/v1/bookings?as=guest', guest)).bookings[0]?.id;
  const pages: [string, string][] = [
    ['/host', cookie], ['/host/listings/new', cookie], [`/host/listings/${listing}/edit`, cookie], [`/host/listings/${listing}/calendar`, cookie],
    ['/host/reservations', cookie], [`/host/reservations/${reservation}`, cookie], ['/inbox', cookie], [`/inbox/${conversation}`, cookie],
    ['/notifications', cookie], ['/account', cookie], [`/users/${me.id}`, cookie],
    ['/wishlists', guest], [`/wishlists/${wishlist}`, guest], ['/trips', guest], [`/trips/${trip}`, guest],
  ];
  for (const [page, as] of pages) {
    if (page.includes('undefined')) continue; // the demo has none of that thing
    const r = await lighthouseMedian(`${base}${page}`, as);
    const shown = page.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|[A-Za-z0-9_-]{20,}/g, ':id');
    console.log(`lighthouse ${shown} (signed in as the ${as === guest ? 'guest' : 'host'}): median of ${r.runs} runs: performance ${r.performance}, accessibility ${r.accessibility}, LCP ${(r.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(r.tbtMs)} ms (budget ≥ 0.9 and ≥ 0.95)`);
  }
  // The operator's console (issue 14): its overview with charts, and every list.
  const admin = await signInCookie(base, 'admin@demo.roost.test', 'roost-demo-2026');
  for (const page of ['/admin', '/admin/review', '/admin/reports', '/admin/members', '/admin/listings', '/admin/bookings', '/admin/audit', '/admin/settings']) {
    const r = await lighthouseMedian(`${base}${page}`, admin);
    console.log(`lighthouse ${page} (signed in as the operator): median of ${r.runs} runs: performance ${r.performance}, accessibility ${r.accessibility}, TBT ${Math.round(r.tbtMs)} ms (budget ≥ 0.9 and ≥ 0.95)`);
  }
  // The API reference (issue 15), as anyone reaches it from the footer.
  const docs = await lighthouseMedian(`${base}/api/docs`);
  console.log(`lighthouse /api/docs: median of ${docs.runs} runs: performance ${docs.performance}, accessibility ${docs.accessibility}, LCP ${(docs.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(docs.tbtMs)} ms (budget ≥ 0.9 and ≥ 0.95)`);
}

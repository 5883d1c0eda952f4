import { serve } from '@hono/node-server';
import pino from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/pool.js';
import { DataDirLockedError } from './db/lock.js';
import { migrate } from './db/migrate.js';
import { seedDemoIfEmpty } from './db/seed/index.js';
import { ensureDemoPasswords } from './db/seed/demo-accounts.js';
import { ensureBasemap } from './maps/ensure-basemap.js';
import { createApp } from './app.js';
import { listenForBackups } from './backup/index.js';
import type { Deps } from './deps.js';
import { createDeps } from './create-deps.js';
import { bookingJob } from './features/bookings/index.js';
import { reviewJob } from './features/reviews/index.js';
import { feedSyncJob } from './features/calendar/index.js';
import { mailJob } from './features/notifications/index.js';
import { createTestClock } from './features/test-clock/clock.js';
import { housekeepingJob, searchUpkeepJob } from './housekeeping.js';
import { startJobs, type Job } from './jobs/index.js';
import { checkPhotoStorage, holdProcessMark, photoStorage, sweepOrphanPhotos, sweepStrayPhotos } from './features/photos/index.js';
import { messageHub, messageDigestJob } from './features/messages/index.js';
import { webhookJob } from './features/webhooks/index.js';
import { warmUpFirstPaint } from './web/first-paint.js';

/** SIGTERM: how long requests in flight may take to finish before the process exits anyway. */
const SHUTDOWN_MS = 10_000;

/**
 * Stops accepting connections and resolves once every request in flight is answered. Idle
 * keep-alive connections (kept 65 s below) would hold `close` open: they are closed as they
 * become idle.
 */
function closeServer(server: ReturnType<typeof serve>): Promise<void> {
  return new Promise((resolve) => {
    const http = server as unknown as { closeIdleConnections?: () => void };
    const idle = setInterval(() => http.closeIdleConnections?.(), 50);
    server.close(() => {
      clearInterval(idle);
      resolve();
    });
    http.closeIdleConnections?.();
  });
}

/** Start-up: config → database (locked) → migrations → basemap and demo data → listen. */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: undefined });
  const t0 = performance.now();
  // A photo bucket that cannot be reached stops the start, saying why, before anything is stored.
  await checkPhotoStorage(config).catch((err: Error) => {
    throw new ConfigError(`Roost cannot start: ${err.message}`);
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => log.warn({ err: err.message }, 'database dropped an idle connection'),
  });
  const applied = await migrate(database.pool);
  if (applied.length) log.info({ applied }, 'migrations applied');
  const testClock = config.testClock ? createTestClock() : undefined;
  if (testClock) log.warn('TEST_CLOCK=true: /dev/clock can move this server\'s business clock');
  const deps: Deps = { ...(await createDeps({ config, database, log, now: testClock?.now ?? (() => new Date()) })), testClock };

  await Promise.all([
    ensureBasemap({ dataDir: config.dataDir, log }),
    config.seedDemo ? seedDemoIfEmpty(deps).then(() => ensureDemoPasswords(deps)) : Promise.resolve(),
  ]);

  const app = createApp(deps);
  // Marks this process as alive for the others sharing a PostgreSQL (features/photos/process-mark.ts).
  const releaseMark = await holdProcessMark(database);
  // Photo files a crash left behind (an upload between its files and its row) go before the first
  // request, not in an hour: those of processes that are gone whatever their grace period.
  await sweepOrphanPhotos(deps, undefined, { atStart: true }).catch((err) => log.error({ err }, 'sweeping orphan photo files failed'));
  // Scheduled jobs, each run once per tick however many processes share the database (jobs/schedule.ts):
  // expiry and completion of bookings, stay reminders; review publication and reminders; iCal feed
  // sync; unread-message e-mails; notification mail retries; webhook deliveries; housekeeping.
  const jobs: Job[] = [bookingJob, reviewJob, feedSyncJob(config), messageDigestJob, mailJob, webhookJob, housekeepingJob, searchUpkeepJob]
    .filter((j): j is Job => !!j);
  const stopJobs = startJobs(deps, jobs);
  // `npm run backup` asks this process for the embedded database's copy (backup/socket.ts).
  const stopBackups = database.engine === 'pglite' ? await listenForBackups(database, config.dataDir, photoStorage(config), log) : () => {};
  let listening: (port: number) => void;
  const listened = new Promise<number>((resolve) => (listening = resolve));
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => listening(info.port));
  // Ready once it listens and every page's code is loaded for the first paint (web/first-paint.ts,
  // started by the app): a page asked for before then is answered, only later.
  void Promise.all([listened, warmUpFirstPaint(deps)]).then(([port]) => {
    const ms = Math.round(performance.now() - t0);
    log.info({ port, engine: database.engine, startupMs: ms }, `Roost is ready at ${config.publicUrl}`);
  });

  // Node closes a connection idle for 5 s; a client reusing it at that moment gets a reset (a
  // journey's API call did, now and then). Browsers and proxies keep idle connections for a minute
  // or more: the server keeps them a little longer than that, so it is not the one to close first.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  // Photo files no row names (features/photos/strays.ts): after listening, since listing a large
  // bucket takes a while and nothing waits on it.
  const strays = new AbortController();
  void sweepStrayPhotos(deps, undefined, { signal: strays.signal }).then(
    (r) => {
      if (r.refused) log.warn({ keys: r.keys, unnamed: r.unnamed }, r.refused);
      else if (r.removed) log.info({ keys: r.keys, removed: r.removed }, 'removed photo files no row names');
    },
    (err) => strays.signal.aborted || log.error({ err }, 'sweeping stray photo files failed'),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error({ ms: SHUTDOWN_MS }, 'requests or scheduled jobs still running at the shutdown bound: exiting anyway');
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    // Open message streams end now (they never finish by themselves); their EventSources reconnect
    // to a server that is still up.
    messageHub(deps).closeAll();
    strays.abort();
    // No new connections; requests in flight finish and are answered before the database closes.
    await closeServer(server);
    await stopJobs();
    stopBackups();
    await releaseMark();
    await deps.mailer.close().catch(() => {});
    await database.close().catch((err) => log.error({ err }, 'closing the database failed'));
    clearTimeout(force);
    log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});

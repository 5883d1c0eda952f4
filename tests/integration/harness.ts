import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/pool';
import { migrate } from '../../src/server/db/migrate';
import { loadConfig, type Config } from '../../src/server/config';
import { createApp } from '../../src/server/app';
import type { Deps } from '../../src/server/deps';
import { createDeps } from '../../src/server/create-deps';
import { extractLinks } from '../../src/server/features/mail/html';
import { openApiDocument } from '../../src/server/openapi/document';
import { minorDigits } from '../../src/domain/money';
import { responseChecker } from './openapi-responses';

export type Engine = 'pglite' | 'postgres';

/** The engines integration tests run on: PGlite always, PostgreSQL when a server is available. */
export function engines(): Engine[] {
  return inject('pgUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A test database; on PostgreSQL with its URL, so a second app instance can open its own pool to it. */
export type TestDatabase = Database & { url?: string };

/** A fresh, migrated, empty database on the given engine. */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const tar = fs.readFileSync(inject('pgliteTemplate'));
    return openDatabase({ inMemory: true, loadDataDir: new Blob([tar]) });
  }
  const url = await createDatabase('roost_t');
  const database: TestDatabase = await openDatabase({ databaseUrl: url });
  database.url = url;
  await migrate(database.pool);
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await dropDatabase(url);
  };
  return database;
}

/** An empty database (no tables) on the test PostgreSQL server. */
export async function createDatabase(prefix = 'roost_d'): Promise<string> {
  const server = inject('pgUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return `${server}/${name}`;
}

export async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: `${inject('pgUrl')}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

export type TestApp = {
  deps: Deps;
  database: TestDatabase;
  /** Moves the app's clock. */
  setNow(d: Date | string): void;
  get(path: string, init?: RequestInit): Promise<Response>;
  /**
   * A browser-like client: keeps cookies, sends this site's Origin on writes, a fixed address.
   * `cookies`: another agent's jar, shared (the same browser talking to a second app instance).
   */
  agent(opts?: { ip?: string; userAgent?: string; cookies?: Map<string, string> }): Agent;
  /** The newest e-mail sent to an address (outbox), with the links in its text part. */
  lastMail(to: string): Promise<{ subject: string; text: string; html: string; links: string[] } | undefined>;
  close(): Promise<void>;
};

export type Agent = {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  cookies: Map<string, string>;
};

/**
 * An app on a fresh database; with `sameDatabaseAs`, a second app instance on that app's database
 * (its own deps, hub and jobs): on PostgreSQL through its own pool, as a second server process
 * would; PGlite allows one opener, so there the two instances share its pool.
 */
export async function startTestApp(engine: Engine, config: Partial<Config> = {}, opts: { sameDatabaseAs?: TestApp } = {}): Promise<TestApp> {
  const shared = opts.sameDatabaseAs?.database;
  const database: TestDatabase = !shared ? await openTestDatabase(engine)
    : shared.url ? await openDatabase({ databaseUrl: shared.url }) : shared;
  const closeDatabase = () => (shared && !shared.url ? Promise.resolve() : database.close());
  let now = new Date('2026-11-21T12:00:00Z');
  const deps: Deps = await createDeps({
    config: { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/roost-unused', TRUST_PROXY: 'true' }), ...config },
    database,
    log: pino({ level: 'silent' }),
    now: () => now,
  });
  const app = createApp(deps);
  const origin = deps.config.publicUrl;
  // Every response is checked against the OpenAPI document (openapi-responses.ts): a drift fails the test.
  const check = responseChecker(openApiDocument(origin, 10 ** minorDigits(deps.config.currency)));
  const request = async (url: string, init: RequestInit = {}) => {
    const res = await app.request(url, init);
    await check(init.method ?? 'GET', url, res);
    return res;
  };
  let agents = 0;
  const agent = (opts: { ip?: string; userAgent?: string; cookies?: Map<string, string> } = {}): Agent => {
    const cookies = opts.cookies ?? new Map<string, string>();
    const ip = opts.ip ?? `10.0.0.${++agents}`;
    const fetch = async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('x-forwarded-for', ip);
      headers.set('user-agent', opts.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36');
      if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', origin);
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await request(`${origin}${path}`, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const i = pair!.indexOf('=');
        const name = pair!.slice(0, i).trim();
        const value = pair!.slice(i + 1).trim();
        const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /^expires=Thu, 01 Jan 1970/i.test(a.trim()));
        if (!value || expired) cookies.delete(name);
        else cookies.set(name, value);
      }
      return res;
    };
    const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { fetch, post, cookies };
  };
  return {
    deps,
    database,
    setNow: (d) => (now = new Date(d)),
    get: async (path, init) => request(path, init),
    agent,
    async lastMail(to) {
      const { rows } = await database.pool.query(
        'select subject, text_body, html_body from outbox where lower(to_address) = lower($1) order by created_at desc, id desc limit 1',
        [to],
      );
      const row = rows[0];
      if (!row) return undefined;
      return { subject: row.subject, text: row.text_body, html: row.html_body, links: extractLinks(row.text_body) };
    },
    close: async () => {
      await deps.mailer.close();
      await closeDatabase();
    },
  };
}

import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { lockDataDir } from './lock.js';
import type { DB } from './schema.js';
import { preparingPool } from './prepared.js';

// DATE columns stay 'YYYY-MM-DD' strings: stay dates are calendar dates, never instants.
pg.types.setTypeParser(1082, (v) => v);
// bigint counts fit comfortably in a JS number here.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export type Database = {
  pool: pg.Pool;
  db: Kysely<DB>;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export type OpenOptions = {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` or undefined with `inMemory` for throwaway. */
  dataDir?: string;
  inMemory?: boolean;
  /** A tarball made by `pglite.dumpDataDir()` to start from (fast test fixtures). */
  loadDataDir?: Blob | File;
  /** Told when the server drops an idle pooled connection (PostgreSQL only). */
  onIdleError?: (err: Error) => void;
};

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, admin command) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err));
    return wrap(pool, 'postgres', async () => pool.end());
  }
  const release = opts.inMemory ? () => {} : lockDataDir(opts.dataDir!);
  try {
    const pglite = await PGlite.create({
      dataDir: opts.inMemory ? undefined : path.join(opts.dataDir!, 'pg'),
      extensions: { btree_gist, pg_trgm },
      loadDataDir: opts.loadDataDir,
    });
    const pool = new pg.Pool(createPgConfig(pglite));
    return wrap(pool, 'pglite', async () => {
      await pool.end();
      await pglite.close();
      release();
    }, pglite);
  } catch (err) {
    release();
    throw err;
  }
}

function wrap(pool: pg.Pool, engine: Database['engine'], close: () => Promise<void>, pglite?: PGlite): Database & { pglite?: PGlite } {
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  let closed = false;
  return {
    pool,
    db,
    engine,
    pglite,
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}

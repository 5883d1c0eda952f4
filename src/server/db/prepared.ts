import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Compilable, Kysely, QueryResult, RawBuilder } from 'kysely';
import type { DB } from './schema.js';

/**
 * Named prepared statements for the few queries every booking runs or wakes (decision 0047).
 * PostgreSQL parses and plans an unnamed statement anew on every call; a named one is parsed once
 * per connection and, after five runs, usually keeps a generic plan. For the booking's read of
 * itself planning alone took 1.8 ms of its backend's CPU, five times its execution.
 *
 * Only queries whose plan does not hang on their parameters belong here (a row by its key, a
 * listing's bookings): a generic plan for a search box could not pick the right sample index.
 */

/** SQL text → statement name, for every text run through `prepared`. */
const names = new Map<string, string>();

/** Runs `query` as a named prepared statement. `name` says what it is; each shape of its SQL gets its own statement. */
export function prepared<R>(db: Kysely<DB>, name: string, query: RawBuilder<R> | Compilable<R>): Promise<QueryResult<R>> {
  // A query builder compiles by itself; a `sql` template needs the executor it will run on.
  const compiled = (query as RawBuilder<R>).compile(db);
  if (!names.has(compiled.sql)) {
    names.set(compiled.sql, `roost_${name}_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 10)}`);
  }
  return db.executeQuery(compiled);
}

type Queryable = Pick<pg.PoolClient, 'query' | 'release'>;

let renames = 0;

/** PostgreSQL's answer to a prepared statement whose result columns changed since it was prepared. */
const isStaleResultType = (err: unknown) =>
  (err as { code?: string } | null)?.code === '0A000' && /cached plan must not change result type/.test((err as Error).message);

/**
 * A query's answer, asked for with a callback rather than the promise node-postgres makes itself.
 * With its own promise, every answer's rows outlived young-generation collections and were copied
 * into the old generation: at a search's size, a 5–12 ms pause every ten searches or so (decision
 * 0048; `pg` 8.23, measured with `node --trace-gc-nvp`: 4 MB promoted per scavenge, against a few
 * kB this way). Errors are what the promise would have rejected with.
 */
function answered(client: pg.PoolClient, config: pg.QueryConfig): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    client.query(config, (err: Error | null, res: pg.QueryResult) => (err ? reject(err) : resolve(res)));
  });
}

/** A pool for Kysely whose connections send the texts `prepared` named as named statements, and everything else as before. */
export function preparingPool(pool: pg.Pool): pg.Pool {
  const connect = async () => {
    const client = await pool.connect();
    const send = (config: pg.QueryConfig) => answered(client, config);
    const query = ((text: unknown, values?: unknown[]) => {
      const name = typeof text === 'string' ? names.get(text) : undefined;
      if (!name) return send({ text: text as string, values });
      return send({ name, text: text as string, values }).catch((err: unknown) => {
        if (!isStaleResultType(err)) throw err;
        // A table under the statement changed its columns (another process, started on a newer
        // version, migrated): from now on the text goes out under a new name, prepared afresh on
        // every connection. Outside a transaction it is tried again at once; inside, the
        // transaction has failed and its caller gets the error, once.
        const fresh = `${name.replace(/_r\d+$/, '')}_r${++renames}`;
        names.set(text as string, fresh);
        if (client.getTransactionStatus() !== 'I') throw err;
        return send({ name: fresh, text: text as string, values });
      });
    }) as Queryable['query'];
    return { query, release: (err?: Error | boolean) => client.release(err) };
  };
  return { connect, end: () => pool.end() } as unknown as pg.Pool;
}

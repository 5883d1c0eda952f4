import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../../src/server/db/prepared';
import { engines, openTestDatabase, type TestDatabase } from './harness';

/** Decision 0047: the booking path's queries go out as named prepared statements, the rest unnamed. */
describe.each(engines())('prepared statements on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  /** Names of the prepared statements of the connection the transaction holds. */
  const statementsOf = async (trx: TestDatabase['db']) =>
    (await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(trx)).rows.map((r) => r.name);

  it('runs a query given to `prepared` as a named statement, once per connection, and answers as before', async () => {
    await database.db.transaction().execute(async (trx) => {
      const before = await statementsOf(trx);
      const first = await prepared(trx, 'probe', sql<{ n: number }>`select ${41}::int + 1 as n`);
      const second = await prepared(trx, 'probe', sql<{ n: number }>`select ${1}::int + 1 as n`);
      expect(first.rows).toEqual([{ n: 42 }]);
      expect(second.rows).toEqual([{ n: 2 }]);
      const added = (await statementsOf(trx)).filter((n) => !before.includes(n));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/^roost_probe_[0-9a-f]{10}$/);
    });
  });

  it('gives each shape of one name its own statement, and leaves other queries unnamed', async () => {
    await database.db.transaction().execute(async (trx) => {
      const before = await statementsOf(trx);
      await sql`select ${1}::int as plain`.execute(trx);
      const a = await prepared(trx, 'shapes', sql<{ v: string }>`select ${'a'}::text as v`);
      const b = await prepared(trx, 'shapes', sql<{ v: string }>`select ${'b'}::text || 'x' as v`);
      expect(a.rows).toEqual([{ v: 'a' }]);
      expect(b.rows).toEqual([{ v: 'bx' }]);
      const added = (await statementsOf(trx)).filter((n) => !before.includes(n));
      expect(added).toHaveLength(2);
      expect(added.every((n) => n.startsWith('roost_shapes_'))).toBe(true);
    });
  });

  it('prepares a statement afresh when a migration changed its table under it (another process upgraded)', async () => {
    const table = `prepared_probe_${engine}`;
    const read = (db: TestDatabase['db']) => prepared(db, 'stale', sql<Record<string, number>>`select * from ${sql.table(table)}`);
    await sql`create table ${sql.table(table)} (a int)`.execute(database.db);
    await sql`insert into ${sql.table(table)} values (1)`.execute(database.db);
    try {
      // One connection, so the statement prepared before the change is the one met after it.
      await database.db.connection().execute(async (conn) => {
        expect((await read(conn)).rows).toEqual([{ a: 1 }]);
        await sql`alter table ${sql.table(table)} add column b int default 7`.execute(conn);
        // Outside a transaction: tried again at once under a new name.
        expect((await read(conn)).rows).toEqual([{ a: 1, b: 7 }]);
        await sql`alter table ${sql.table(table)} add column c int default 9`.execute(conn);
        // Inside one: that transaction fails, the next one reads the new columns.
        await expect(conn.transaction().execute((trx) => read(trx))).rejects.toMatchObject({ code: '0A000' });
        expect((await conn.transaction().execute((trx) => read(trx))).rows).toEqual([{ a: 1, b: 7, c: 9 }]);
      });
    } finally {
      await sql`drop table ${sql.table(table)}`.execute(database.db);
    }
  });

  it('keeps answering after PostgreSQL settles on a generic plan (more than five runs)', async () => {
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) seen.push((await prepared(database.db, 'generic', sql<{ n: number }>`select ${i}::int * 2 as n`)).rows[0]!.n);
    expect(seen).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
  });
});

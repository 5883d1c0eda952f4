import type pg from 'pg';

type Deferred = { table: string; name: string; kind: 'index' | 'constraint'; def: string; order: number };

/**
 * Fills `tables` the way PostgreSQL's manual advises for bulk loads ("Populating a Database"): their
 * secondary indexes and their unique, exclusion and foreign-key constraints are dropped first and
 * made again after the load, each in one pass over the finished table instead of one update per
 * row; their triggers are off meanwhile (`load` must do what they would have: the search
 * projection is rebuilt, see synthetic.ts). Primary keys stay. Call it inside a transaction: a
 * failure leaves the schema as it was, and the checks made at the end still refuse bad rows.
 */
export async function withoutIndexes(client: pg.PoolClient, tables: readonly string[], load: () => Promise<void>): Promise<{ rebuildMs: number }> {
  const { rows } = await client.query<Deferred>(
    `select c.conrelid::regclass::text as table, c.conname as name, 'constraint' as kind, pg_get_constraintdef(c.oid) as def,
            case c.contype when 'f' then 3 else 2 end as order
       from pg_constraint c
      where c.conrelid = any($1::regclass[]) and c.contype in ('u', 'x', 'f')
     union all
     select i.indrelid::regclass::text, i.indexrelid::regclass::text, 'index', pg_get_indexdef(i.indexrelid), 1
       from pg_index i
      where i.indrelid = any($1::regclass[]) and not i.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)`,
    [tables],
  );
  for (const d of rows) {
    await client.query(d.kind === 'index' ? `drop index ${d.name}` : `alter table ${d.table} drop constraint "${d.name}"`);
  }
  for (const t of tables) await client.query(`alter table ${t} disable trigger user`);
  await load();
  const t0 = performance.now();
  for (const t of tables) await client.query(`alter table ${t} enable trigger user`);
  // Indexes first (unique and exclusion constraints build their own), foreign keys last.
  for (const d of [...rows].sort((a, b) => a.order - b.order)) {
    await client.query(d.kind === 'index' ? d.def : `alter table ${d.table} add constraint "${d.name}" ${d.def}`);
  }
  return { rebuildMs: performance.now() - t0 };
}

import type pg from 'pg';

/**
 * Multi-row insert through one JSON parameter: `json_populate_recordset` turns the array into
 * typed rows (points, arrays, jsonb, dates), and columns left out keep their defaults.
 * Batches keep each statement to a few MB.
 */
export async function insertRows(client: pg.PoolClient | pg.Pool, table: string, rows: readonly Record<string, unknown>[], batch = 2000): Promise<void> {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]!);
  const list = cols.map((c) => `"${c}"`).join(', ');
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    await client.query(
      `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)`,
      [JSON.stringify(chunk)],
    );
  }
}

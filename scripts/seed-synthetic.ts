/**
 * npm run seed:synthetic -- --count 100000 [--seed 1] [--database-url postgres://…] [--data-dir DIR]
 * Fills a scratch database with synthetic listings for benchmarks (src/server/db/seed/synthetic.ts).
 * Without --database-url it uses a PGlite directory (default ./data-synthetic — never the app's
 * ./data unless asked for). A million listings want PostgreSQL: a few minutes there.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/pool.js';
import { migrate } from '../src/server/db/migrate.js';
import { seedSynthetic } from '../src/server/db/seed/synthetic.js';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string', default: './data-synthetic' },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error('--count must be a positive whole number');
  process.exit(2);
}
const database = await openDatabase(values['database-url'] ? { databaseUrl: values['database-url'] } : { dataDir: path.resolve(values['data-dir']!) });
try {
  await migrate(database.pool);
  const res = await seedSynthetic(database, {
    count, seed: Number(values.seed),
    onProgress: (step, ms) => console.log(`  ${step}: ${(ms / 1000).toFixed(1)} s`),
  });
  const rows = Object.entries(res.rows).map(([t, n]) => `${n} ${t}`).join(', ');
  console.log(`seeded ${res.listings} synthetic listings in ${(res.ms / 1000).toFixed(1)} s on ${database.engine} (the tables now hold ${rows})`);
} finally {
  await database.close();
}

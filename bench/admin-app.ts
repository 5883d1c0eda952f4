import pino from 'pino';
import type { Database } from '../src/server/db/pool';
import { loadConfig } from '../src/server/config';
import { createDeps } from '../src/server/create-deps';
import { createApp } from '../src/server/app';
import { insertUser } from '../tests/integration/factories';

const PASSWORD = 'bench password 2026';

/**
 * The whole app over `database` with a signed-in operator: `get(path)` asks a call as them through
 * every layer (session, validation, SQL, JSON) and throws on anything but 200. For the console's
 * benches (bench/console.ts, bench/overview.ts); `now` is the business clock.
 */
export async function asOperator(database: Database, now: () => Date = () => new Date()) {
  const deps = await createDeps({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true', DATA_DIR: '/tmp/roost-unused' }),
    database, log: pino({ level: 'silent' }), now,
  });
  const app = createApp(deps);
  const origin = deps.config.publicUrl;
  const admin = await insertUser(database, { name: 'Bench Operator', password: PASSWORD });
  await database.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
  const signIn = await app.request(`${origin}/api/auth/sign-in/email`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '10.9.0.1' },
    body: JSON.stringify({ email: admin.email, password: PASSWORD }),
  });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const get = async (p: string) => {
    const res = await app.request(`${origin}${p}`, { headers: { cookie, 'x-forwarded-for': '10.9.0.2' } });
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  return { get, admin };
}

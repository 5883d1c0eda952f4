import pino from 'pino';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { loadConfig } from '../src/server/config';
import { createDeps } from '../src/server/create-deps';
import { createApp } from '../src/server/app';
import type { Database } from '../src/server/db/pool';
import { fmt, measure } from './stats';

const PASSWORD = 'benchmark passphrase 42';

/**
 * Sign-in through the whole stack (wrapper, rate-limit bookkeeping, better-auth, session insert)
 * beside its baseline in the same run: the password hash check alone (scrypt, deliberately slow).
 * Then throughput with 8 sign-ins in flight.
 */
export async function benchSignIn(label: string, database: Database, n = 60) {
  const deps = await createDeps({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
    database,
    log: pino({ level: 'silent' }),
    now: () => new Date(),
  });
  const app = createApp(deps);
  const hash = await hashPassword(PASSWORD);
  const users = 200;
  await database.pool.query(
    `insert into users (id, email, email_verified, name)
       select 'bench-' || i, 'bench' || i || '@example.test', true, 'Bench ' || i from generate_series(1, $1) i
     on conflict do nothing`,
    [users],
  );
  await database.pool.query(
    `insert into accounts (id, user_id, account_id, provider_id, password)
       select 'bench-' || i, 'bench-' || i, 'bench-' || i, 'credential', $2 from generate_series(1, $1) i
     on conflict do nothing`,
    [users, hash],
  );
  const signIn = async (i: number) => {
    const res = await app.request(`${deps.config.publicUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: deps.config.publicUrl, 'x-forwarded-for': `10.9.${i % 250}.${(i >> 8) % 250}` },
      body: JSON.stringify({ email: `bench${(i % users) + 1}@example.test`, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  };
  const base = await measure(n, () => verifyPassword({ hash, password: PASSWORD }), 5);
  const full = await measure(n, signIn, 5);
  console.log(`sign-in ${label}: API ${fmt(full)}`);
  console.log(`sign-in ${label}: baseline password check ${fmt(base)} — ratio p50 ${(full.p50 / base.p50).toFixed(2)}×`);

  const total = 160;
  const inFlight = 8;
  let next = 0;
  const t = performance.now();
  await Promise.all(Array.from({ length: inFlight }, async () => {
    while (next < total) await signIn(next++);
  }));
  const perSecond = total / ((performance.now() - t) / 1000);
  console.log(`sign-in ${label}: throughput ${perSecond.toFixed(1)} sign-ins/s with ${inFlight} in flight (${total} sign-ins)`);
}

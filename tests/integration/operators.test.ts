import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, OperatorError, setRole, setStatus } from '../../src/server/features/admin/operators';
import { DEMO_PASSWORD, ensureDemoPasswords } from '../../src/server/db/seed/demo-accounts';
import { demoId } from '../../src/server/db/seed/ids';
import { openDatabase } from '../../src/server/db/pool';
import { migrate } from '../../src/server/db/migrate';
import { engines, startTestApp, type TestApp } from './harness';

const run = promisify(execFile);

describe.each(engines())('operators and demo accounts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const role = async (a: ReturnType<TestApp['agent']>) => (await (await a.fetch('/api/v1/me')).json()).role;

  it('creates an admin who can sign in, and refuses a taken address or a weak password', async () => {
    await createAdmin(t.database, { email: 'Ops@Example.test', name: 'Olga Ops', password: 'operator passphrase 1' });
    const a = t.agent();
    expect((await a.post('/api/auth/sign-in/email', { email: 'ops@example.test', password: 'operator passphrase 1' })).status).toBe(200);
    expect(await role(a)).toBe('admin');
    await expect(createAdmin(t.database, { email: 'ops@example.test', name: 'Again', password: 'operator passphrase 1' })).rejects.toThrow(OperatorError);
    await expect(createAdmin(t.database, { email: 'weak@example.test', name: 'Weak', password: 'password1234' })).rejects.toThrow(/commonly used/);
  });

  it('promotes and demotes an existing member; sessions see it at once', async () => {
    const a = t.agent();
    await a.post('/api/auth/sign-up/email', { name: 'Pia', email: 'pia@example.test', password: 'a long enough passphrase' });
    await a.post('/api/auth/sign-in/email', { email: 'pia@example.test', password: 'a long enough passphrase' });
    expect(await role(a)).toBe('user');
    await setRole(t.database, 'PIA@example.test', 'admin');
    expect(await role(a)).toBe('admin');
    await setRole(t.database, 'pia@example.test', 'user');
    expect(await role(a)).toBe('user');
    await expect(setRole(t.database, 'nobody@example.test', 'admin')).rejects.toThrow(/no account/);
  });

  it('bans a member: signed-in sessions stop working, sign-in refused, until the ban is lifted', async () => {
    const a = t.agent();
    await a.post('/api/auth/sign-up/email', { name: 'Bo', email: 'bo@example.test', password: 'a long enough passphrase' });
    await a.post('/api/auth/sign-in/email', { email: 'bo@example.test', password: 'a long enough passphrase' });
    expect((await a.fetch('/api/v1/me')).status).toBe(200);
    await setStatus(t.database, 'bo@example.test', 'banned');
    expect((await a.fetch('/api/v1/me')).status).toBe(401);
    expect((await t.agent().post('/api/auth/sign-in/email', { email: 'bo@example.test', password: 'a long enough passphrase' })).status).toBe(403);
    await setStatus(t.database, 'bo@example.test', 'active');
    expect((await t.agent().post('/api/auth/sign-in/email', { email: 'bo@example.test', password: 'a long enough passphrase' })).status).toBe(200);
  });

  it('gives the demo accounts their documented password, once', async () => {
    for (const [label, email] of [['user:guest', 'guest@demo.roost.test'], ['user:host', 'host@demo.roost.test']] as const) {
      await t.database.pool.query('insert into users (id, email, email_verified, name, is_demo) values ($1, $2, true, $3, true)', [demoId(label), email, 'Demo']);
    }
    await ensureDemoPasswords(t.deps);
    await ensureDemoPasswords(t.deps); // idempotent
    const { rows } = await t.database.pool.query(`select count(*)::int n from accounts where user_id = $1`, [demoId('user:guest')]);
    expect(rows[0].n).toBe(1);
    const a = t.agent();
    expect((await a.post('/api/auth/sign-in/email', { email: 'guest@demo.roost.test', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await (await a.fetch('/api/v1/me')).json()).isDemo).toBe(true);
  });
});

describe('npm run admin (a real process on an embedded data directory)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-admin-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates an admin with a generated password, then demotes; unknown addresses exit 2', async () => {
    const env = { ...process.env, DATA_DIR: dir, NODE_ENV: 'test' };
    const tsx = path.resolve('node_modules/.bin/tsx');
    const created = await run(tsx, ['scripts/admin.ts', 'create', 'root@example.test', '--name', 'Root'], { env });
    const password = /Password: (\S+)/.exec(created.stdout)?.[1];
    expect(password).toBeTruthy();
    expect((await run(tsx, ['scripts/admin.ts', 'demote', 'root@example.test'], { env })).stdout).toMatch(/regular member/);
    const bad = await run(tsx, ['scripts/admin.ts', 'promote', 'ghost@example.test'], { env }).catch((e) => e);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/no account/);

    const database = await openDatabase({ dataDir: dir });
    try {
      await migrate(database.pool);
      const { rows } = await database.pool.query(`select role, email_verified from users where email = 'root@example.test'`);
      expect(rows).toEqual([{ role: 'user', email_verified: true }]); // created admin, then demoted
    } finally {
      await database.close();
    }
  }, 120_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tarEntries } from '../../src/server/backup/tar';
import { createDatabase, dropDatabase, engines } from './harness';
import { insertListing, insertUser } from './factories';
import { MEMBER_PASSWORD } from './members';
import { jpeg } from './images';
import { freshPlace, type Place } from './durable-data';
import { httpAgent, startServerProcess, runScript } from './server-process';
import { startS3Server, type S3Server } from './s3-server';
import { openDatabase } from '../../src/server/db/pool';

/**
 * Decision 0036: a Roost whose photos are in a bucket backs up into one archive holding the
 * database and the bucket's objects its rows name; a restore puts them into whatever photo
 * storage the target has (another bucket prefix, or DATA_DIR). Real server, real scripts, s3rver.
 */
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

const noBucket = { PHOTO_STORAGE_URL: undefined, S3_ENDPOINT: undefined, S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: undefined };

async function objectBytes(prefix: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const k of await s3.keys(`${prefix}/`)) {
    out[k.slice(prefix.length + 1)] = Buffer.from(await (await fetch(`${s3.endpoint}/${s3.bucket}/${k}`)).arrayBuffer()).toString('base64');
  }
  return out;
}

describe.each(engines())('backup and restore with photos in a bucket on %s', (engine) => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });
  const emptyTarget = async (label: string) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `roost-${label}-`));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const databaseUrl = engine === 'postgres' ? await createDatabase() : undefined;
    if (databaseUrl) cleanup.push(() => dropDatabase(databaseUrl));
    return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  };
  const photoRows = async (target: { DATA_DIR: string; DATABASE_URL?: string }) => {
    const db = await (target.DATABASE_URL ? openDatabase({ databaseUrl: target.DATABASE_URL }) : openDatabase({ dataDir: target.DATA_DIR }));
    try {
      return (await db.pool.query('select storage_key, variants from photos order by 1')).rows as { storage_key: string; variants: number[] }[];
    } finally {
      await db.close();
    }
  };

  it('archives the database and the bucket\'s objects, and restores them into another prefix or onto disk', async () => {
    const prefix = `backup-${engine}`;
    const source: Place = await freshPlace(engine, 'backup-s3-src');
    cleanup.push(() => source.drop());
    const seed = await source.open();
    const host = await insertUser(seed, { password: MEMBER_PASSWORD, name: 'Hana Host' });
    const listing = (await insertListing(seed, host.id, {})).id;
    await seed.close();

    const server = await startServerProcess({ DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl, ...s3.env(prefix) });
    cleanup.push(() => void server.kill('SIGKILL'));
    const agent = httpAgent(server.url, '10.5.0.1');
    expect((await agent.post('/api/auth/sign-in/email', { email: host.email, password: MEMBER_PASSWORD })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await jpeg(900, 600))], { type: 'image/jpeg' }), 'room.jpg');
      expect((await agent.fetch(`/api/v1/listings/${listing}/photos`, { method: 'POST', body: form })).status).toBe(201);
    }
    // An object no row names is not the archive's business.
    await s3.putObject(`${prefix}/up-unnamed/320.webp`, 'stray');
    const source_objects = await objectBytes(prefix);
    delete source_objects['up-unnamed/320.webp'];
    expect(Object.keys(source_objects)).toHaveLength(4); // two photos, 320 and 640 wide
    expect(fs.existsSync(path.join(source.dataDir, 'photos'))).toBe(false);

    // While the server runs: PGlite through it (its bucket), PostgreSQL from here (the same settings).
    const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roost-archive-')), 'roost.tar');
    cleanup.push(() => fs.rmSync(path.dirname(archive), { recursive: true, force: true }));
    const backup = await runScript('backup', [archive], { DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl, ...s3.env(prefix) });
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain(`4 photo files for 2 photos from s3://${s3.bucket}/${prefix}`);
    expect((await tarEntries(archive)).filter((e) => e.name.startsWith('photos/')).map((e) => e.name.slice('photos/'.length)).sort())
      .toEqual(Object.keys(source_objects).sort());
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    // Into another Roost whose photos are in the bucket under another prefix…
    const intoBucket = await emptyTarget('restored-s3');
    const restored = await runScript('restore', [archive], { ...intoBucket, ...s3.env(`${prefix}-restored`) });
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain(`4 photo files into s3://${s3.bucket}/${prefix}-restored`);
    expect(await objectBytes(`${prefix}-restored`)).toEqual(source_objects);
    expect((await photoRows(intoBucket)).flatMap((r) => r.variants.map((w) => `${r.storage_key}/${w}.webp`)).sort())
      .toEqual(Object.keys(source_objects).sort());

    // …or onto disk: the same bytes under DATA_DIR/photos.
    const ontoDisk = await emptyTarget('restored-disk');
    const toDisk = await runScript('restore', [archive], { ...ontoDisk, ...noBucket });
    expect(toDisk.code, toDisk.out).toBe(0);
    for (const [name, bytes] of Object.entries(source_objects)) {
      expect(fs.readFileSync(path.join(ontoDisk.DATA_DIR, 'photos', name)).toString('base64'), name).toBe(bytes);
    }

    // A bucket prefix that holds photos is a target that holds data: refused, unless --force, which replaces them.
    const busy = await emptyTarget('restored-busy');
    await s3.putObject(`${prefix}-busy/up-old/320.webp`, 'an older photo');
    const refused = await runScript('restore', [archive], { ...busy, ...s3.env(`${prefix}-busy`) });
    expect(refused.code, refused.out).toBe(3);
    expect(refused.out).toContain(`not empty (photos in s3://${s3.bucket}/${prefix}-busy)`);
    const forced = await runScript('restore', [archive, '--force'], { ...busy, ...s3.env(`${prefix}-busy`) });
    expect(forced.code, forced.out).toBe(0);
    expect(await objectBytes(`${prefix}-busy`)).toEqual(source_objects);
  }, 300_000);
});

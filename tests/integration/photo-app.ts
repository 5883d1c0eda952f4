import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { PhotoView } from '../../src/contract/photos';
import type { Config } from '../../src/server/config';
import { insertListing } from './factories';
import { startTestApp, type Agent, type Engine, type TestApp } from './harness';
import { signedInMember, type Member } from './members';

/** What the photo tests share: an app whose photos live in a throwaway DATA_DIR, two verified hosts, and helpers. */
export type Upload = { name?: string; type?: string; caption?: string; alt?: string; field?: string; extra?: Record<string, string>; files?: number };

export async function startPhotoApp(engine: Engine, config: Partial<Config> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-photos-'));
  const t: TestApp = await startTestApp(engine, { dataDir, ...config });
  const host: Member = await signedInMember(t, { name: 'Host' });
  const other: Member = await signedInMember(t, { name: 'Other host' });

  const draft = async (who = host) => (await insertListing(t.database, who.id, { status: 'draft' })).id;
  /** POST /listings/:id/photos with a real multipart body, as a browser's FormData sends it. */
  const upload = (a: Agent, listingId: string, file: Buffer, o: Upload = {}) => {
    const form = new FormData();
    if (o.caption !== undefined) form.append('caption', o.caption);
    if (o.alt !== undefined) form.append('alt', o.alt);
    for (const [k, v] of Object.entries(o.extra ?? {})) form.append(k, v);
    for (let i = 0; i < (o.files ?? 1); i++) form.append(o.field ?? 'file', new Blob([new Uint8Array(file)], { type: o.type ?? 'image/jpeg' }), o.name ?? 'photo.jpg');
    return a.fetch(`/api/v1/listings/${listingId}/photos`, { method: 'POST', body: form });
  };
  const json = (a: Agent, method: string, url: string, body?: unknown) =>
    a.fetch(url, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const rows = async (listingId: string) =>
    (await t.database.pool.query('select id, position, storage_key, caption, alt_text from photos where listing_id = $1 order by position', [listingId])).rows;
  /** Everything an upload could leave behind: stored photo folders, journal entries, temporary files. */
  const leftovers = async () => ({
    stored: fs.existsSync(path.join(dataDir, 'photos')) ? fs.readdirSync(path.join(dataDir, 'photos')).sort() : [],
    journal: (await t.database.pool.query('select storage_key from photo_orphans order by 1')).rows.map((r) => r.storage_key),
    temporary: fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')) : [],
  });
  const close = async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { t, dataDir, host, other, draft, upload, json, rows, leftovers, close };
}
export type PhotoApp = Awaited<ReturnType<typeof startPhotoApp>>;

/** The storage key in a photo's URL (this server's /media/photos/<key>/… or a CDN's <base>/<key>/…). */
export const keyOf = (p: PhotoView) => /\/([a-z0-9][a-z0-9-]*)\/\d+\.webp$/.exec(p.sources[0]!.url)![1]!;

/** Asserts SPEC §8's error shape, and returns the error. */
export async function expectError(res: Response, status: number, code: string, details?: Record<string, unknown>) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  expect(body.error.requestId).toBeTruthy();
  if (details) expect(body.error.details).toMatchObject(details);
  return body.error as { message: string; details: Record<string, string> };
}

import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/pool.js';
import type { DB } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import {
  SETTING_KEYS, SettingsSchema, type AdminSettings, type SettingKey, type Settings, type SettingsPatch,
} from '../../../contract/settings.js';
import * as repo from './repo.js';
import { nameOf } from '../account/index.js';

/**
 * How long one process trusts the settings it read before reading them again. Another server
 * process's save is in effect here within this; this process's own saves at once
 * (docs/decisions/0029-settings-in-the-database.md).
 */
export const SETTINGS_TTL_MS = 1000;

type Cached = { rows: repo.SettingRow[]; readAt: number };
/** Per database (per pool): the saved rows are the database's, the defaults each process's own. */
const cache = new WeakMap<Database, Cached>();
const pending = new WeakMap<Database, Promise<repo.SettingRow[]>>();

/** The environment's values: in effect for every setting nobody saved. */
export function defaultSettings(config: Config): Settings {
  return {
    siteName: config.siteName, serviceFeePercent: config.serviceFeePercent, taxPercent: config.taxPercent,
    listingReview: config.listingReview, requestExpiryHours: config.requestExpiryHours,
    reviewWindowDays: config.reviewWindowDays, signupsOpen: config.signupsOpen,
  };
}

type Reader = Pick<Deps, 'config' | 'database'> & { log?: Deps['log'] };

function merge(s: Reader, rows: repo.SettingRow[]): Settings {
  const out: Record<string, unknown> = { ...defaultSettings(s.config) };
  for (const r of rows) {
    const schema = SettingsSchema.shape[r.key as SettingKey];
    const parsed = schema?.safeParse(r.value);
    // A row this version does not know, or a value it refuses, leaves the environment's value in effect.
    if (parsed?.success) out[r.key] = parsed.data;
    else s.log?.warn({ key: r.key }, 'settings: ignoring a saved value this version does not accept');
  }
  return out as Settings;
}

async function rowsOf(s: Reader, db?: Kysely<DB>): Promise<repo.SettingRow[]> {
  const hit = cache.get(s.database);
  if (hit && performance.now() - hit.readAt < SETTINGS_TTL_MS) return hit.rows;
  // Inside a transaction the read must use it (PGlite has one connection).
  if (db) return remember(s.database, await repo.savedSettings(db));
  let p = pending.get(s.database);
  if (!p) {
    p = repo.savedSettings(s.database.db).finally(() => pending.delete(s.database));
    pending.set(s.database, p);
  }
  return remember(s.database, await p);
}

function remember(database: Database, rows: repo.SettingRow[]) {
  cache.set(database, { rows, readAt: performance.now() });
  return rows;
}

/**
 * The settings in effect: what an operator saved over what the environment gives. Every reader
 * of a setting comes here; pass `db` when inside a transaction.
 */
export async function settings(s: Reader, db?: Kysely<DB>): Promise<Settings> {
  return merge(s, await rowsOf(s, db));
}

/**
 * The settings as last read by this process, without a read (the environment's when none was):
 * for code that may not touch the database, such as better-auth's hooks inside its own
 * transaction. The caller reads `settings()` first in the same request.
 */
export function lastReadSettings(s: Reader): Settings {
  return merge(s, cache.get(s.database)?.rows ?? []);
}

function view(deps: Deps, rows: repo.SettingRow[]): AdminSettings {
  const known = rows.filter((r) => (SETTING_KEYS as string[]).includes(r.key));
  const last = known.reduce<repo.SettingRow | undefined>((a, r) => (!a || new Date(r.updated_at) > new Date(a.updated_at) ? r : a), undefined);
  return {
    settings: merge(deps, rows),
    defaults: defaultSettings(deps.config),
    saved: known.map((r) => r.key as SettingKey),
    updatedAt: last ? new Date(last.updated_at).toISOString() : null,
    updatedBy: last?.updated_by ? { id: last.updated_by, ...nameOf(last.updated_by_name, 'member') } : null,
  };
}

/** `GET /admin/settings`: read fresh, never from the cache. */
export async function getAdminSettings(deps: Deps): Promise<AdminSettings> {
  return view(deps, remember(deps.database, await repo.savedSettings(deps.database.db)));
}

/**
 * `PATCH /admin/settings`: saves the given settings and one `settings.update` audit event with
 * each changed setting's value before and after, in one transaction.
 */
export async function updateSettings(deps: Deps, admin: SessionUser, patch: SettingsPatch): Promise<AdminSettings> {
  const at = deps.now();
  const rows = await deps.database.db.transaction().execute(async (trx) => {
    await repo.lockSettings(trx);
    const before = merge(deps, await repo.savedSettings(trx));
    const keys = (Object.keys(patch) as SettingKey[]).filter((k) => patch[k] !== undefined);
    for (const key of keys) await repo.saveSetting(trx, { key, value: patch[key], at, by: admin.id });
    const changed = keys.filter((k) => before[k] !== patch[k]);
    await repo.insertSettingsAudit(trx, {
      actorId: admin.id, at,
      details: {
        saved: keys, changed,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, patch[k]])),
      },
    });
    return repo.savedSettings(trx);
  });
  // Only after commit: this process sees the new values at once.
  return view(deps, remember(deps.database, rows));
}

import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/pool.js';
import * as repo from './repo.js';

/** This server process, as the uploads' journal names it (photo_orphans.noted_by, migration 022). */
export const PROCESS_ID = randomUUID();

/**
 * On PostgreSQL several processes share the journal, so one starting after a crash must tell the
 * uploads of a process that died (their files can go now) from those of a live one (still writing).
 * Each process holds a session-level advisory lock named by its id on one connection of its own for
 * as long as it runs; PostgreSQL drops it when the process dies and its connection closes. A
 * dropped connection (a database restart) drops the mark too: another process may then take that
 * process's in-flight uploads for dead, and those uploads fail cleanly (their claim finds no entry).
 * PGlite needs no mark: one process owns the data directory, so any other process is gone.
 * Returns the release, for shutdown.
 */
export async function holdProcessMark(database: Database): Promise<() => Promise<void>> {
  if (database.engine === 'pglite') return async () => {};
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let marked!: () => void;
  const ready = new Promise<void>((r) => (marked = r));
  const held = database.db.connection().execute(async (conn) => {
    await repo.takeProcessMark(conn, PROCESS_ID);
    marked();
    await released;
    await repo.dropProcessMark(conn, PROCESS_ID).catch(() => {});
  });
  await Promise.race([ready, held]);
  return async () => {
    release();
    await held.catch(() => {});
  };
}

/** Of these process ids (default: those with uploads in the journal), the ones no longer running; never this one. */
export async function goneOwners(database: Database, candidates?: string[]): Promise<string[]> {
  const owners = (candidates ?? (await repo.orphanOwners(database.db, PROCESS_ID))).filter((id) => id !== PROCESS_ID);
  if (!owners.length || database.engine === 'pglite') return owners;
  return database.db.connection().execute(async (conn) => {
    const gone: string[] = [];
    for (const owner of owners) if (await repo.isMarkFree(conn, owner)) gone.push(owner);
    return gone;
  });
}

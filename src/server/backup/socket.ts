import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../db/pool.js';
import type { PhotoStorage } from '../storage/index.js';
import type { BackupResult } from './manifest.js';
import { backupPglite } from './write.js';

/**
 * Only the process that owns an embedded database may read it (decision 0033), so `npm run backup`
 * asks the running server over a Unix socket in DATA_DIR. The socket is the data directory's
 * owner's alone (mode 0600): whoever can use it can read DATA_DIR already.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'roost-backup.sock');

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** The server's side: one backup per connection; returns the stop (for shutdown). */
export async function listenForBackups(database: Database, dataDir: string, storage: PhotoStorage, log: Log): Promise<() => void> {
  const file = backupSocketPath(dataDir);
  fs.rmSync(file, { force: true }); // a crash's leftover: this process holds the data directory's lock
  let running = Promise.resolve();
  const server = net.createServer((conn) => {
    let asked = '';
    conn.on('data', (d) => {
      asked += d;
      if (!asked.includes('\n')) return;
      const answer = (body: object) => conn.end(`${JSON.stringify(body)}\n`);
      let target: string;
      try {
        target = String(JSON.parse(asked).file);
        if (!path.isAbsolute(target)) throw new Error('the archive path must be absolute');
      } catch (err) {
        answer({ ok: false, error: (err as Error).message });
        return;
      }
      // One backup at a time.
      running = running.then(() => backupPglite(database, storage, target).then(
        (result) => {
          log.info({ file: target, bytes: result.bytes, ms: result.ms }, 'backup written');
          answer({ ok: true, result });
        },
        (err) => {
          log.error({ err, file: target }, 'backup failed');
          answer({ ok: false, error: (err as Error).message });
        },
      ));
    });
    conn.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(file, () => resolve()));
  fs.chmodSync(file, 0o600);
  return () => {
    server.close();
    fs.rmSync(file, { force: true });
  };
}

/** The script's side: asks the server owning `dataDir` to write `file`. */
export function askServerForBackup(dataDir: string, file: string): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const conn = net.connect(backupSocketPath(dataDir));
    let reply = '';
    conn.on('connect', () => conn.write(`${JSON.stringify({ file: path.resolve(file) })}\n`));
    conn.on('data', (d) => (reply += d));
    conn.on('error', (err) => reject(new Error(`could not reach the running server's backup socket: ${err.message}`)));
    conn.on('end', () => {
      try {
        const body = JSON.parse(reply) as { ok: boolean; result?: BackupResult; error?: string };
        if (body.ok) resolve(body.result!);
        else reject(new Error(body.error));
      } catch {
        reject(new Error('the server closed the backup socket without an answer'));
      }
    });
  });
}

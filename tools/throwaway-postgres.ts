import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server from Debian's binaries on loopback (tests and benchmarks).
 * Returns undefined when PostgreSQL is not installed. As root it runs as the postgres user.
 */
function findPgBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(base, v, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

/** `settings`: more `name=value` server settings (e.g. a bigger shared_buffers for the million-listing bench). */
export function startThrowawayPostgres(tmp: string, settings: string[] = []): { url: string; stop: () => void } | undefined {
  const bin = findPgBin();
  if (!bin) return undefined;
  const root = process.getuid?.() === 0;
  const dir = path.join(tmp, 'pg');
  const data = path.join(dir, 'data');
  const run = path.join(dir, 'run');
  fs.mkdirSync(data, { recursive: true });
  fs.mkdirSync(run, { recursive: true });
  const as = (cmd: string, args: string[]) => (root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];
  if (root) execFileSync('chown', ['-R', 'postgres:', dir]);
  const port = 55000 + Math.floor(Math.random() * 5000);
  const run1 = (cmd: string, args: string[]) => {
    const [c, a] = as(cmd, args);
    const r = spawnSync(c, a, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  run1(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  run1(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(run, 'log'), '-w', '-o',
    [`-p ${port} -k ${run} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, ...settings.map((s) => `-c ${s}`)].join(' '), 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    stop: () => {
      try {
        run1(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
    },
  };
}

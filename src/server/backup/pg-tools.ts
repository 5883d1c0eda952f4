import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL's own client programs: PG_BIN if set, else the newest under Debian's
 * /usr/lib/postgresql (as tools/throwaway-postgres.ts finds initdb), else the PATH's.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = process.env.PG_BIN ? [process.env.PG_BIN] : [];
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) dirs.push(...fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)).map((v) => path.join(base, v, 'bin')));
  for (const dir of dirs) if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  return name;
}

/** Runs a PostgreSQL client program; rejects with its error output. */
export function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgTool(name), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', (e) => reject(new Error(`${name} could not start (${e.message}): install PostgreSQL's client programs or set PG_BIN`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (${code}): ${err.trim()}`))));
  });
}

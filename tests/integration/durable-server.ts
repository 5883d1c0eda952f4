import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { basemapPath } from '../../src/server/maps/ensure-basemap';
import { BASEMAP_VERSION } from '../../src/server/maps/build';

/**
 * A real Roost server process (src/server/main.ts through tsx), for what only a process can show:
 * SIGKILL, SIGTERM, a second program (backup) talking to it.
 */
export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * The offline basemap takes a while to build and no test here looks at the map: a placeholder
 * archive with the current version marks it built (src/server/maps/ensure-basemap.ts).
 */
export function skipBasemap(dataDir: string): void {
  const file = basemapPath(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'placeholder: these tests never serve map tiles');
  fs.writeFileSync(`${file}.version`, String(BASEMAP_VERSION));
}

export async function startServerProcess(env: { PORT: number; DATA_DIR: string; DATABASE_URL?: string } & Record<string, string | number | undefined>): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${env.PORT}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PUBLIC_URL: url,
      TRUST_PROXY: 'true', ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let gone: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void exited.then((how) => (gone = how));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error(`the server exited (${JSON.stringify(gone)}) before it was ready:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within a minute:\n${out}`);
    }
    const ok = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url, child, exited, output: () => out,
    kill: (signal) => {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}

/** A browser-like client of a server process: keeps cookies, sends the site's Origin on writes, one address (x-forwarded-for). */
export function httpAgent(base: string, ip: string) {
  const cookies = new Map<string, string>();
  const fetchIt = async (p: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', ip);
    if (init.method && init.method !== 'GET') headers.set('origin', base);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${base}${p}`, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
    }
    return res;
  };
  const post = (p: string, body: unknown) => fetchIt(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { fetch: fetchIt, post, cookies };
}
export type HttpAgent = ReturnType<typeof httpAgent>;

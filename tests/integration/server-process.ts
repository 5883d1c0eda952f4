import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { basemapPath } from '../../src/server/maps/ensure-basemap';
import { BASEMAP_VERSION } from '../../src/server/maps/build';

/**
 * A real Roost server process (`node --import tsx src/server/main.ts`, what `npm start` runs after
 * building the web app, which these tests do not need), for what only a process can show: several
 * processes on one database, SIGKILL, SIGTERM, a second program (backup) talking to it. And
 * browser-like clients for it: a cookie jar, this site's Origin on writes, a chosen address.
 */
type Exit = { code: number | null; signal: NodeJS.Signals | null };
export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<Exit>;
  /** What it printed (the last 50 kB), for a failing test's message. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<Exit>;
  /** SIGTERM, and wait until it is gone. */
  stop(): Promise<Exit>;
};

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

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

/**
 * Starts a server with `env` over quiet test defaults, on PORT or a free port, and waits until it is ready.
 * `nodeArgs`: more options for node itself (e.g. `--cpu-prof`, which NODE_OPTIONS may not carry).
 */
export async function startServerProcess(
  env: { DATA_DIR: string; PORT?: number } & Record<string, string | number | undefined>, nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = env.PORT ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'warn', PUBLIC_URL: url, TRUST_PROXY: 'true',
      ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])),
      PORT: String(port), HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => (out = (out + d.toString()).slice(-50_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let gone: Exit | undefined;
  void exited.then((how) => (gone = how));
  const kill = (signal: NodeJS.Signals) => {
    if (!gone) child.kill(signal);
    return exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error(`the server exited (${JSON.stringify(gone)}) before it was ready:\n${out}`);
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`the server was not ready within a minute:\n${out}`);
    }
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, exited, output: () => out, kill, stop: () => kill('SIGTERM') };
}

/** A cookie jar takes an answer's Set-Cookie lines: a cookie set, or removed when emptied or expired at once. */
export function keepCookies(cookies: Map<string, string>, setCookies: readonly string[]) {
  for (const line of setCookies) {
    const [pair, ...attrs] = line.split(';');
    const i = pair!.indexOf('=');
    const name = pair!.slice(0, i).trim();
    const value = pair!.slice(i + 1).trim();
    if (!value || attrs.some((a) => /max-age=0\b/i.test(a.trim()))) cookies.delete(name);
    else cookies.set(name, value);
  }
}

/**
 * A browser of its own (one cookie jar) at address `ip`, for a site at `origin`, which may talk to
 * any of its processes: `send(base, method, path, body)`.
 */
export function client(origin: string, ip: string) {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', ip);
    if (init.method && init.method !== 'GET') headers.set('origin', origin);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers });
    keepCookies(cookies, res.headers.getSetCookie());
    return res;
  };
  const send = (base: string, method: string, p: string, body?: unknown, extra: Record<string, string> = {}) =>
    request(`${base}${p}`, {
      method,
      headers: body === undefined ? extra : { 'content-type': 'application/json', ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { cookies, request, send };
}
export type Client = ReturnType<typeof client>;

/** A client of one server process, whose own address is its origin: `fetch(path)`, `post(path, body)`. */
export function httpAgent(base: string, ip: string) {
  const c = client(base, ip);
  return {
    cookies: c.cookies,
    fetch: (p: string, init: RequestInit = {}) => c.request(`${base}${p}`, init),
    post: (p: string, body: unknown) => c.send(base, 'POST', p, body),
  };
}
export type HttpAgent = ReturnType<typeof httpAgent>;

/**
 * Runs one of the project's scripts (`scripts/<name>.ts`, as `npm run` does) in a child process
 * with `env` over this one's (an undefined value unsets a variable), and gives its exit code and
 * everything it printed.
 */
export function runScript(name: string, args: string[], env: Record<string, string | undefined>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

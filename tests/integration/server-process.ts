import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * A real Roost server process (`node --import tsx src/server/main.ts`, what `npm start` runs
 * after building the web app, which these tests do not need) on a loopback port, and a
 * browser-like client for it: a cookie jar, this site's Origin on writes, a chosen client address.
 */
export type ServerProcess = {
  base: string;
  /** What the process printed (the last 20 kB), for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => (out = (out + d.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((r) => child.on('exit', r));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not ready within a minute:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, output: () => out, stop };
}

export type Client = {
  cookies: Map<string, string>;
  send(base: string, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
};

/** A browser of its own (one cookie jar) at address `ip`, which may talk to any of the processes. */
export function client(origin: string, ip: string): Client {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async send(base, method, path, body, extra = {}) {
      const headers: Record<string, string> = { 'x-forwarded-for': ip, ...extra };
      if (method !== 'GET') headers.origin = origin;
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(';');
        const i = pair!.indexOf('=');
        const name = pair!.slice(0, i).trim();
        const value = pair!.slice(i + 1).trim();
        if (!value || attrs.some((a) => /max-age=0\b/i.test(a.trim()))) cookies.delete(name);
        else cookies.set(name, value);
      }
      return res;
    },
  };
}

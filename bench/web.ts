import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync, spawn } from 'node:child_process';

const dist = path.resolve('dist/web');

/** Initial JavaScript of the built `/`: the entry script and what it modulepreloads, gzipped. */
export function initialJs() {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let gz = 0;
  let raw = 0;
  let mapLibreInitial = false;
  for (const f of new Set(files)) {
    const buf = fs.readFileSync(path.join(dist, f));
    raw += buf.length;
    gz += zlib.gzipSync(buf, { level: 9 }).length;
    if (buf.includes('maplibre') && buf.length > 300_000) mapLibreInitial = true;
  }
  const mapChunk = fs.readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.js') && fs.readFileSync(path.join(dist, 'assets', f), 'utf8').includes('maplibregl'));
  console.log(`web: initial JS of / = ${(gz / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(0)} KB raw) in ${files.length} files; budget 200 KB`);
  console.log(`web: map library in the initial JS of /: ${mapLibreInitial ? 'YES (bad)' : 'no'}; map chunk: ${mapChunk ?? 'not found'}`);
  return { gzKb: gz / 1024, mapLibreInitial };
}

/**
 * The JavaScript a page loads before it is usable (gzipped): the entry and what it imports, and
 * the page's own module with what that imports, read from the build's manifest. Its first paint
 * (photo, title, price) needs none of it: the server sends it as HTML.
 */
export function pageJsKb(pageModule: string): number {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) walk(i);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && chunk.file.startsWith('assets/index-')) walk(key);
  walk(pageModule);
  let gz = 0;
  for (const key of seen) gz += zlib.gzipSync(fs.readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length;
  return gz / 1024;
}

/** Lighthouse 12 (mobile) on a running server; `cookie` opens a member's page. */
export async function lighthouse(url: string, cookie?: string) {
  const { default: lh } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    if (cookie) await signIn(chrome.port, url, cookie);
    const result = await lh(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    const c = result!.lhr.categories;
    const audits = result!.lhr.audits;
    if (result!.lhr.runtimeError) console.log(`lighthouse: ${result!.lhr.runtimeError.code} ${result!.lhr.runtimeError.message}`);
    for (const id of ['first-contentful-paint', 'largest-contentful-paint']) {
      if (audits[id]?.errorMessage) console.log(`lighthouse: ${id}: ${audits[id].errorMessage}`);
    }
    console.log(`lighthouse ${url}: performance ${c.performance.score}, accessibility ${c.accessibility.score}, best practices ${c['best-practices'].score}` +
      ` (FCP ${audits['first-contentful-paint'].displayValue}, LCP ${audits['largest-contentful-paint'].displayValue}, TBT ${audits['total-blocking-time'].displayValue}, CLS ${audits['cumulative-layout-shift'].displayValue};` +
      // Lighthouse's own measure of this machine's CPU (docs/throttling.md: 1000-1500 a low-end desktop, 1500-2000 a high-end one).
      ` benchmark index ${Math.round(result!.lhr.environment.benchmarkIndex)})`);
    return {
      performance: c.performance.score, accessibility: c.accessibility.score, bestPractices: c['best-practices'].score,
      lcpMs: audits['largest-contentful-paint'].numericValue ?? 0, tbtMs: audits['total-blocking-time'].numericValue ?? 0,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Puts the member's cookies (`a=1; b=2`, as a Cookie header) in the browser's own cookie jar for
 * `url`'s host, as Lighthouse's guide to signed-in pages does with Puppeteer. Not as Lighthouse's
 * extra request header: once the page itself writes a cookie (the app leaves the reader's time
 * zone in one, decision 0056), the browser sends its jar's Cookie header instead and the member
 * would be signed out for every request after that (the live message stream answered 401).
 */
async function signIn(port: number, url: string, cookie: string) {
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const domain = new URL(url).hostname;
    await browser.setCookie(...cookie.split(';').map((c) => c.trim()).filter(Boolean).map((c) => {
      const at = c.indexOf('=');
      return { name: c.slice(0, at), value: c.slice(at + 1), domain, path: '/' };
    }));
  } finally {
    await browser.disconnect();
  }
}

/** Starts `npm start` on a scratch data directory and resolves once /readyz answers. */
export async function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'inherit' });
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, readyMs: performance.now() - t0, stop: () => new Promise((r) => { child.on('exit', r); child.kill('SIGTERM'); }) };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined elsewhere. */
function cpuMs(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

/**
 * The server's CPU per first paint of `url` as a phone asks for it (the HTML only, compressed as
 * browsers ask): `n` loads after `n` to warm up, one at a time. On one machine that CPU is taken
 * from the browser loading the page (docs/decisions/0051-server-renders-with-production-react.md).
 */
export async function serverCpuPerPage(pid: number, url: string, n = 60): Promise<number | undefined> {
  const load = async () => {
    const res = await fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile', 'accept-encoding': 'gzip, br' } });
    await res.arrayBuffer();
  };
  for (let i = 0; i < n; i++) await load();
  const before = cpuMs(pid);
  for (let i = 0; i < n; i++) await load();
  const after = cpuMs(pid);
  return before === undefined || after === undefined ? undefined : (after - before) / n;
}

/** The session cookie of a demo member, signed in through the API as the web app does. */
export async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Median of three Lighthouse runs (a run whose trace failed is run again). */
export async function lighthouseMedian(url: string, cookie?: string) {
  const runs = [];
  for (let tries = 0; runs.length < 3 && tries < 6; tries++) {
    const r = await lighthouse(url, cookie);
    if (r.performance !== null) runs.push(r);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    runs: runs.length,
    performance: median(runs.map((r) => r.performance ?? 0)),
    accessibility: median(runs.map((r) => r.accessibility ?? 0)),
    bestPractices: median(runs.map((r) => r.bestPractices ?? 0)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
  };
}

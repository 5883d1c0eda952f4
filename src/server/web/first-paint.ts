import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Deps } from '../deps.js';

/** The web app's server side (src/web/ssr.tsx, built to dist/ssr/ssr.js). */
type SeededQuery = [unknown, unknown];
type Renderer = {
  pageModules(url: URL): string[];
  paints(url: URL): boolean;
  prepare(url: URL, get: (path: string) => Promise<unknown>, today: string): Promise<{ seeded: SeededQuery[]; locale?: string | null; url?: string }>;
  render(url: URL, opts: { seeded: SeededQuery[]; locale: string; phone: boolean; timeZone?: string }): Promise<{ html: string; parts: string[] } | null>;
  warmUp(): Promise<void>;
};

/** Asks the server's own API as the visitor (their cookie), for what a page shows first. */
export type InternalGet = (path: string) => Promise<{ status: number; body: unknown; setCookies: string[] }>;

/** `url`: the address the page is painted at, when not the one asked for (src/web/app/preloads.ts). */
export type FirstPaint = { modules: string[]; seeded: SeededQuery[]; painted?: { html: string; parts: string[] }; phone?: boolean; setCookies: string[]; locale: string; url?: string };

// Past this, the visitor is better served by the page without its first paint.
const BUDGET_MS = 1500;

let renderer: Promise<Renderer | null> | undefined;
/**
 * The renderer, with every page's code loaded (about 1.5 s for the renderer and as much again for
 * the pages on a 2-core machine): a page asked for before then waits for it, and its budget for
 * answers and rendering starts only after.
 */
function loadRenderer(deps: Deps): Promise<Renderer | null> {
  renderer ??= (async () => {
    const file = path.resolve('dist/ssr/ssr.js');
    if (!fs.existsSync(file)) return null;
    try {
      const r = (await import(pathToFileURL(file).href)) as Renderer;
      const t0 = performance.now();
      await r.warmUp();
      deps.log.debug({ ms: Math.round(performance.now() - t0) }, 'web: every page loaded for the first paint');
      return r;
    } catch (err) {
      deps.log.warn({ err }, 'web: the first-paint renderer did not load; pages are sent without it');
      return null;
    }
  })();
  return renderer;
}

/** Loads the renderer and every page ahead of the first visitor (routes.ts starts this when the server starts). */
export function warmUpFirstPaint(deps: Deps): Promise<unknown> {
  return loadRenderer(deps);
}

const failedPages = new Set<string>();

/**
 * What an app page is sent with: its modules, the answers its first render needs (asked through
 * `get`), and that render as HTML, at the address the app will hold (a search by place name gets its
 * box first, without sending the browser there: docs/decisions/0050-search-by-place-without-a-redirect.md).
 * Without a renderer (API tests run without a build) or when the render fails, the page is sent
 * with what is known and paints in the browser as before.
 */
export async function firstPaint(deps: Deps, url: URL, headers: { userAgent?: string; mobileHint?: string; timeZone?: string; localeFor: (member?: string | null) => string }, get: InternalGet): Promise<FirstPaint | null> {
  const r = await loadRenderer(deps);
  if (!r) return null;
  const modules = r.pageModules(url);
  const setCookies: string[] = [];
  const answer = async (p: string) => {
    const res = await get(p);
    setCookies.push(...res.setCookies);
    return res.status === 200 ? res.body : undefined;
  };
  const today = deps.now().toISOString().slice(0, 10);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), BUDGET_MS); });
  try {
    const prepared = await Promise.race([r.prepare(url, answer, today), late]);
    if (prepared === 'late') return { modules, seeded: [], setCookies, locale: headers.localeFor() };
    // The member's own choice of language wins over this browser's (domain/locale.ts).
    const locale = headers.localeFor(prepared.locale);
    const base = { modules, seeded: prepared.seeded, setCookies, locale, url: prepared.url };
    const at = prepared.url ? new URL(prepared.url, url) : url;
    const key = modules.join(' ');
    if (failedPages.has(key) || !r.paints(at)) return base;
    try {
      const phone = isPhone(headers);
      const painted = await Promise.race([r.render(at, { seeded: prepared.seeded, locale, phone, timeZone: headers.timeZone }), late]);
      if (painted === 'late' || painted === null) return base;
      // The lazily loaded parts the paint holds come with the page's modules (ui/lazyPart.tsx).
      return { ...base, modules: [...modules, ...painted.parts], painted, phone };
    } catch (err) {
      // A page that cannot render on the server (it reads the browser while rendering) paints in the browser.
      failedPages.add(key);
      deps.log.warn({ err, page: key }, 'web: a page could not be painted on the server; it paints in the browser');
      return base;
    }
  } finally {
    clearTimeout(timer);
  }
}

const isPhone = (h: { userAgent?: string; mobileHint?: string }) => h.mobileHint === '?1' || /Mobi|Android|iPhone/i.test(h.userAgent ?? '');

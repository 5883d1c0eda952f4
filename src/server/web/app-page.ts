import { escapeHtml } from './meta.js';

/**
 * An app page as the server sends it: the built index.html with the page's own modules and
 * styles announced up front (from Vite's manifest, so they load beside the entry instead of
 * after it), the answers the server fetched for it (read by main.tsx before its first render),
 * and, when there is one, its first paint in #root. A painted page is sent like `/`: its styles
 * inlined, and the app's scripts started by the paint-first loader once that paint is on screen.
 */
export type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

export type BuiltApp = {
  html: string;
  manifest: Manifest;
  /** The chunk file (under dist/web) of each of the app's modules, by its path under src/web (vite.config.ts). */
  chunkOf?: Record<string, string>;
  /** The paint-first loader's file under dist/web, when it was built. */
  loader?: string;
  /** A built file's text by its path under dist/web (undefined when missing). */
  asset: (file: string) => string | undefined;
};

/**
 * The JS and CSS files (under dist/web) that `modules` need beyond what the entry already brings.
 * A module the manifest does not name (a part that shares a chunk with the pages importing it) is
 * found through `chunkOf`.
 */
export function pageAssets(manifest: Manifest, modules: string[], chunkOf: Record<string, string> = {}): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css: string[] = [];
  const walk = (key: string, into: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (into) {
      js.push(chunk.file);
      css.push(...(chunk.css ?? []));
    }
    for (const i of chunk.imports ?? []) walk(i, into);
  };
  // What the entry loads is already in the page: walk it first so it is skipped.
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, false);
  let keyOfFile: Map<string, string> | undefined;
  const keyOf = (m: string) => {
    if (manifest[m] || !chunkOf[m]) return m;
    keyOfFile ??= new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    return keyOfFile.get(chunkOf[m]) ?? m;
  };
  for (const m of modules) walk(keyOf(m), true);
  return { js, css: [...new Set(css)] };
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;
const LATIN_FONT = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/;

/**
 * Asks for the interface font's Latin file from the head, before the styles that name it are even
 * parsed, so that it is usually here by the first layout. When it came only once the text needed it,
 * it arrived after the first paint, and the page laid every line out a second time for it: a long
 * task on a slow phone, just when the app starts.
 */
export function preloadFont(html: string, asset: BuiltApp['asset']): string {
  if (html.includes('<link rel="preload" as="font"')) return html;
  for (const [, file] of html.matchAll(STYLESHEET)) {
    const font = asset(file)?.match(LATIN_FONT)?.[1];
    if (font) return html.replace('<link rel="stylesheet"', () => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">\n    <link rel="stylesheet"`);
  }
  return html;
}

/**
 * A disabled link to a stylesheet whose rules the page already carries inline. Vite's loader, when
 * the app imports a module that needs that stylesheet, adds a link to it unless the document has
 * one: without this mark every inlined stylesheet came again once the app started (19 on a
 * listing), each time making the browser restyle and lay out the whole page, with every rule twice.
 * A disabled stylesheet applies nothing and holds nothing up.
 */
const inlinedMarker = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`;

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * `url`: the address the page was answered for when it is not the one asked for (a search by place
 * name, with the place's box): main.tsx puts it in the address bar before the app reads it.
 */
export function appPage(app: BuiltApp, page: { modules: string[]; seeded: unknown[]; painted?: { html: string; parts: string[] }; phone?: boolean; url?: string }): string {
  const { js, css } = pageAssets(app.manifest, page.modules, app.chunkOf);
  let out = preloadFont(app.html, app.asset);
  const data = page.seeded.length ? `<script type="application/json" id="roost-data">${json(page.seeded)}</script>` : '';
  const root = page.url ? `<div id="root" data-url="${escapeHtml(page.url)}">` : '<div id="root">';
  if (!page.painted || !app.loader || !ENTRY.test(out)) {
    const head = [
      ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ].join('\n    ');
    return out.replace('</head>', () => `  ${head}\n  </head>`).replace('<div id="root"></div>', () => `${root}</div>${data}`);
  }

  // The app takes this markup over where it stands (main.tsx hydrates it). Until then it is inert and
  // hidden from assistive tech, so nobody types into or reads what is not live yet; `data-screen`
  // is the server's guess of the screen, which the app renders with while it takes over;
  // `data-parts` the lazily loaded parts the app fetches before it does (ui/lazyPart.tsx).
  const painted = page.painted;
  const parts = painted.parts.length ? ` data-parts="${painted.parts.join(' ')}"` : '';
  out = out.replace('<div id="root"></div>', () =>
    `${root}<div data-painted data-screen="${page.phone ? 'phone' : 'wide'}"${parts} inert aria-hidden="true" style="display:contents">${painted.html}</div></div>${data}`);
  const inlined = css.filter((f) => app.asset(f) !== undefined);
  if (inlined.length) out = out.replace('</head>', () => `  <style>${inlined.map((f) => app.asset(f)).join('\n')}</style>\n  ${inlined.map(inlinedMarker).join('')}\n  </head>`);
  // Then the page's own modules: the loader adds their preload links a few per task, and the
  // router, asking for the page once the entry runs, finds them there instead of adding fifty in one.
  return paintFirst(out, app, js.map((f) => `/${f}`));
}

/**
 * A painted page's styles and scripts (`/` and app pages alike): the entry's stylesheets inlined
 * (the paint needs them, and a request each would hold it back on a slow link), and the entry
 * script with its preloads replaced by the paint-first loader, which starts the app once the paint
 * is on screen and preloads the entry's modules, then `more`. Without the loader or the entry
 * script in the build, the scripts stay as built.
 */
export function paintFirst(html: string, app: Pick<BuiltApp, 'loader' | 'asset'>, more: string[] = []): string {
  let out = preloadFont(html, app.asset).replace(STYLESHEET, (tag, file: string) => {
    const text = app.asset(file);
    return text === undefined ? tag : `<style>${text}</style>${inlinedMarker(file)}`;
  });
  const entry = out.match(ENTRY);
  if (!app.loader || !entry) return out;
  const preload: string[] = [];
  out = out.replace(/\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g, (_, href: string) => {
    preload.push(href);
    return '';
  });
  preload.push(...more);
  return out.replace(entry[0], () =>
    `<script type="module" crossorigin fetchpriority="low" src="/${app.loader}" data-app="${entry[1]}" data-preload="${preload.join(' ')}"></script>`);
}


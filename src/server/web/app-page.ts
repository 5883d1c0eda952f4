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
  /** The paint-first loader's file under dist/web, when it was built. */
  loader?: string;
  /** A built file's text by its path under dist/web (undefined when missing). */
  asset: (file: string) => string | undefined;
};

/** The JS and CSS files (under dist/web) that `modules` need beyond what the entry already brings. */
export function pageAssets(manifest: Manifest, modules: string[]): { js: string[]; css: string[] } {
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
  for (const m of modules) walk(m, true);
  return { js, css: [...new Set(css)] };
}

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function appPage(app: BuiltApp, page: { modules: string[]; seeded: unknown[]; painted?: { html: string; parts: string[] }; phone?: boolean }): string {
  const { js, css } = pageAssets(app.manifest, page.modules);
  let out = app.html;
  const data = page.seeded.length ? `<script type="application/json" id="roost-data">${json(page.seeded)}</script>` : '';
  if (!page.painted || !app.loader || !ENTRY.test(out)) {
    const head = [
      ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ].join('\n    ');
    return out.replace('</head>', () => `  ${head}\n  </head>`).replace('<div id="root"></div>', () => `<div id="root"></div>${data}`);
  }

  // The app takes this markup over where it stands (main.tsx hydrates it). Until then it is inert and
  // hidden from assistive tech, so nobody types into or reads what is not live yet; `data-screen`
  // is the server's guess of the screen, which the app renders with while it takes over;
  // `data-parts` the lazily loaded parts the app fetches before it does (ui/lazyPart.tsx).
  const painted = page.painted;
  const parts = painted.parts.length ? ` data-parts="${painted.parts.join(' ')}"` : '';
  out = out.replace('<div id="root"></div>', () =>
    `<div id="root"><div data-painted data-screen="${page.phone ? 'phone' : 'wide'}"${parts} inert aria-hidden="true" style="display:contents">${painted.html}</div></div>${data}`);
  const pageCss = css.map((f) => app.asset(f)).filter((t): t is string => t !== undefined);
  if (pageCss.length) out = out.replace('</head>', () => `  <style>${pageCss.join('\n')}</style>\n  </head>`);
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
  let out = html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, (tag, file: string) => {
    const text = app.asset(file);
    return text === undefined ? tag : `<style>${text}</style>`;
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


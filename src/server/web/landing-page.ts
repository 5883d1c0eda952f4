/**
 * `/` as the server sends it. The static copy of the header and hero (landing-shell.html) goes
 * into #root, the entry's stylesheets are inlined, and the app's scripts are not in the page:
 * the paint-first loader fetches them once that first paint is on screen. So the first paint
 * waits for the HTML alone (and the font), and on a slow phone the app's JavaScript does not
 * compete with it.
 *
 * `asset` reads a built file by its path under dist/web (undefined when it is missing); without
 * the loader in the build the page keeps its scripts as built.
 */
export function landingPage(html: string, shell: string, loader: string | undefined, asset: (file: string) => string | undefined): string {
  let out = shell ? html.replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`) : html;

  out = out.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, (tag, file: string) => {
    const css = asset(file);
    return css === undefined ? tag : `<style>${css}</style>`;
  });

  const entry = out.match(/<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/);
  if (!loader || !entry) return out;
  const preload: string[] = [];
  out = out.replace(/\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g, (_, href: string) => {
    preload.push(href);
    return '';
  });
  return out.replace(entry[0], () =>
    `<script type="module" crossorigin fetchpriority="low" src="/${loader}" data-app="${entry[1]}" data-preload="${preload.join(' ')}"></script>`);
}

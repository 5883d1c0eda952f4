import { paintFirst } from './app-page.js';

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
  const out = shell ? html.replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`) : html;
  return paintFirst(out, { loader, asset });
}

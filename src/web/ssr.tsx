/**
 * The server's side of the web app (built by `vite build --ssr`, loaded by src/server/web/ssr.ts):
 * for a page's URL, the modules it needs, the answers it will ask for, and its first paint as
 * HTML, which the browser paints at once and the app then takes over where it stands (main.tsx
 * hydrates it; docs/decisions/0026-pages-paint-from-the-server.md).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProviders, Shown } from './app/App';
import { createQueryClient, seedQueries, type SeededQuery } from './app/queryClient';
import { routes, type RouteHandle } from './app/router';
import { MEMBER_PAGE, PAGE_PRELOADS, SESSION, SITE_CONFIG, userOf, type Get, type Prepared } from './app/preloads';
import { ServerScreenContext } from './ui/useMediaQuery';
import { loadAllParts, loadParts, paintedParts, RenderedParts } from './ui/lazyPart';
import type { SessionData } from './features/session/useSession';
import { loadLocale } from './i18n/load';
import { LANGUAGES, PSEUDO_LOCALES } from '../domain/locale';

// The server paints in every language, so it holds them all (the browser fetches only its own).
await Promise.all([...LANGUAGES.map((l) => l.code), ...PSEUDO_LOCALES].map(loadLocale));

const matched = (url: URL) => matchRoutes(routes, url.pathname) ?? [];

/** The page modules (under src/web) that `url` renders, for the build manifest. */
export function pageModules(url: URL): string[] {
  return matched(url).flatMap((m) => ((m.route.handle as RouteHandle | undefined)?.page ? [(m.route.handle as RouteHandle).page!] : []));
}

/** Whether `url`'s page is sent with its first paint (router.tsx: `paint: false` for pages that start with typing). */
export function paints(url: URL): boolean {
  return matched(url).every((m) => (m.route.handle as RouteHandle | undefined)?.paint !== false);
}

/**
 * Loads every page's code and every part a paint may hold, so that no visitor's page waits for
 * them: the first listing page after a start took 3.6 s and went out unpainted, its budget spent
 * loading code (src/server/web/first-paint.ts calls this once the renderer is in).
 */
export async function warmUp(): Promise<void> {
  const lazies: (() => Promise<unknown>)[] = [];
  const walk = (rs: RouteObject[]) => rs.forEach((r) => {
    if (typeof r.lazy === 'function') lazies.push(r.lazy as () => Promise<unknown>);
    if (r.children) walk(r.children);
  });
  walk(routes);
  await Promise.all(lazies.map((load) => load().catch(() => undefined)));
  await loadAllParts();
}

/** The answers `url`'s first render needs, asked through `get` (the server's own API), and the address it is painted at when that differs (preloads.ts). */
export async function prepare(url: URL, get: Get, today: string): Promise<Prepared> {
  const ask = async (a: { queryKey: SeededQuery[0]; path: string }) => [a.queryKey, await get(a.path)] as SeededQuery;
  // Who is here first: a member's pages ask for the member's own things.
  const [session, config] = await Promise.all([ask(SESSION), ask(SITE_CONFIG)]);
  // Only what the app reads goes into the page: never the session's token (its cookie is HttpOnly).
  session[1] = onlyWhatTheAppReads(session[1] as SessionData | undefined);
  const userId = userOf(session[1]);
  const member = userId ? Promise.all(MEMBER_PAGE(userId).map(ask)) : Promise.resolve([]);
  const seeded: SeededQuery[] = [session, config];
  let address: string | undefined;
  for (const m of matched(url)) {
    const preload = PAGE_PRELOADS[(m.route.handle as RouteHandle | undefined)?.page ?? ''];
    if (!preload) continue;
    const r = await preload({ params: m.params, search: url.searchParams, get, today, userId });
    seeded.push(...r.seeded);
    address ??= r.url;
  }
  seeded.push(...(await member));
  return { seeded: seeded.filter(([, data]) => data !== undefined), locale: (session[1] as SessionData | undefined)?.user.locale, url: address };
}

function onlyWhatTheAppReads(data: SessionData | undefined): SessionData | undefined {
  if (!data) return data;
  return { session: { id: data.session.id, expiresAt: data.session.expiresAt }, user: data.user };
}

/**
 * The page's HTML as the app would first render it with `seeded`, and the lazily loaded parts it
 * holds (ui/lazyPart.tsx: the app fetches them before taking the HTML over), or null when the router answers with a redirect.
 */
export async function render(url: URL, opts: { seeded: SeededQuery[]; locale: string; phone: boolean; timeZone?: string }): Promise<{ html: string; parts: string[] } | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  seedQueries(client, opts.seeded);
  const paint = () => {
    const parts = paintedParts();
    const html = renderToString(
      <RenderedParts.Provider value={parts}>
        <ServerScreenContext.Provider value={{ phone: opts.phone }}>
          <AppProviders client={client} locale={opts.locale} timeZone={opts.timeZone}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
            <Shown />
          </AppProviders>
        </ServerScreenContext.Provider>
      </RenderedParts.Provider>,
    );
    return { html, parts };
  };
  try {
    let painted = paint();
    // A part whose code this process had not loaded yet was painted as its fallback (the first
    // listing page after a start, say): fetch it and paint again, so no page goes out without it.
    if (painted.parts.missed.size) {
      await loadParts([...painted.parts.missed]);
      painted = paint();
    }
    return { html: painted.html, parts: [...painted.parts.drawn] };
  } finally {
    client.clear();
  }
}

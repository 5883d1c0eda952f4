import '@fontsource-variable/inter/wght.css';
import './ui/tokens.css';
import './ui/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { ServerScreenContext } from './ui/useMediaQuery';
import { loadParts } from './ui/lazyPart';
import { createAppRouter, loadPage } from './app/router';
import { createQueryClient, seedQueries, type SeededQuery } from './app/queryClient';
import { loadLocale } from './i18n/load';
import { rememberTimeZone } from './app/rememberTimeZone';
import { whenIdle } from './ui/whenIdle';

/** Answers the server fetched with the page (src/server/web/app-page.ts), read before the first render. */
function seededQueries(): SeededQuery[] {
  const el = document.getElementById('roost-data');
  if (!el?.textContent) return [];
  try {
    return JSON.parse(el.textContent) as SeededQuery[];
  } catch {
    return [];
  }
}

// A page the server answered at another address than the one asked for (a search by place name,
// answered with the place's box: app/preloads.ts) takes that address before the router reads it.
const answeredAt = document.getElementById('root')?.dataset.url;
if (answeredAt && answeredAt !== window.location.pathname + window.location.search) {
  window.history.replaceState(window.history.state, '', answeredAt + window.location.hash);
}

// The page's language is the server's choice (src/server/web/routes.ts writes it into <html lang>).
const words = loadLocale(document.documentElement.lang || 'en');

function boot() {
  const router = createAppRouter();
  const client = createQueryClient();
  seedQueries(client, seededQueries());
  const container = document.getElementById('root')!;
  // A page the server painted with the app itself (src/server/web/app-page.ts): React takes over
  // that markup where it stands instead of drawing the page again, then it stops being inert.
  const painted = container.querySelector<HTMLElement>(':scope > [data-painted]');
  const live = () => {
    painted?.removeAttribute('inert');
    painted?.removeAttribute('aria-hidden');
    whenIdle(rememberTimeZone);
  };
  // While it takes the markup over, React renders with the server's guess of the screen (phone or
  // not, written on the painted markup), then with the real one.
  const app = (
    <StrictMode>
      <ServerScreenContext.Provider value={{ phone: painted?.dataset.screen === 'phone' }}>
        <App router={router} client={client} onShown={live} />
      </ServerScreenContext.Provider>
    </StrictMode>
  );
  // As a transition, React renders the first page in short slices instead of one long task that
  // would keep a tap on the first paint waiting.
  const start = () => startTransition(() => {
    if (painted) {
      hydrateRoot(painted, app, {
        // A part the server could not finish (a lazily loaded piece) or that differs from what the
        // browser renders is drawn again by React: expected, and not an error worth a console line.
        onRecoverableError: (err) => {
          if (import.meta.env.DEV) console.warn('roost: part of the painted page was drawn again', err);
        },
      });
    } else {
      // `/` arrives with a static copy of its header and hero, replaced by the real page.
      createRoot(container).render(app);
    }
  });

  // Rendering only once the first route's code is here takes the first paint straight over,
  // without a blank moment in between; and only once the lazily loaded parts the paint holds are
  // here too (ui/lazyPart.tsx), so that every part of it comes alive together: a part React took
  // over later would lose a tap made on it in between. The page's modules register those parts,
  // so they are asked for once the route's code has run (the server preloads them all).
  const parts = painted?.dataset.parts?.split(' ') ?? [];
  // And only once the words of the language the server painted in are here (English is in the entry).
  const ready = () => void Promise.all([loadParts(parts), words]).then(start);
  if (router.state.initialized) ready();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      ready();
    });
  }
}

// Each in a task of its own, after the modules have been evaluated (see createAppRouter).
setTimeout(() => {
  loadPage(window.location.pathname);
  setTimeout(boot, 0);
}, 0);

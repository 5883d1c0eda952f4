import '@fontsource-variable/inter/wght.css';
import './ui/tokens.css';
import './ui/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, loadPage } from './app/router';
import { createQueryClient, seedQueries, type SeededQuery } from './app/queryClient';

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

function boot() {
  const router = createAppRouter();
  const client = createQueryClient();
  seedQueries(client, seededQueries());
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first page in short slices instead of one long task that
  // would keep a tap on the static first paint waiting.
  const start = () => startTransition(() => root.render(
    <StrictMode>
      <App router={router} client={client} />
    </StrictMode>,
  ));

  // Pages arrive with a first paint from the server in #root (`/` a static copy of its header and
  // hero, others the page rendered with the answers the server fetched). Rendering only once the
  // first route's code is here swaps it straight for the real page, without a blank moment.
  if (router.state.initialized) start();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      start();
    });
  }
}

// Each in a task of its own, after the modules have been evaluated (see createAppRouter).
setTimeout(() => {
  loadPage(window.location.pathname);
  setTimeout(boot, 0);
}, 0);

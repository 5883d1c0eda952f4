import '@fontsource-variable/inter/wght.css';
import './ui/tokens.css';
import './ui/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, loadPage } from './app/router';

function boot() {
  const router = createAppRouter();
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React renders the first page in short slices instead of one long task that
  // would keep a tap on the static first paint waiting.
  const start = () => startTransition(() => root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ));

  // `/` arrives with a static first paint of its header and hero in #root (the server puts it
  // there). Rendering only once the first route's code is here swaps it straight for the real
  // page, without a blank moment in between; on other routes #root is empty and nothing changes.
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

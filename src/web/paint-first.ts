// The loader of pages the server sends with a first paint (`/`, a listing, a search…). That paint
// comes from the HTML and its inline styles alone; this script waits until it is on screen and
// only then fetches and starts the app, so nothing the first paint does not need competes with it.
// The server writes the app's entry and the modules the page needs into this script's tag.
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');

// Each preload link starts a request, which costs the main thread a little: a page needing sixty
// modules added in one go made one long task. A few per task keeps every task short.
const PER_TASK = 8;

function preload(hrefs: string[]) {
  for (const href of hrefs.slice(0, PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > PER_TASK) setTimeout(() => preload(hrefs.slice(PER_TASK)), 0);
}

// The first use of Intl in a page loads the browser's locale data: some 25 ms of one task on this
// machine, four times that on a slow phone. The app's modules use it while they are evaluated
// (React Aria reads the locale, the words choose plurals), which made that one task longer; in a
// task of its own, between the paint and the app, it no longer adds to it.
function warmIntl() {
  try {
    new Intl.NumberFormat(document.documentElement.lang || 'en').format(1);
  } catch {
    // An unknown language: the app falls back to English and pays this itself.
  }
}

function start() {
  if (!tag?.dataset.app) return;
  const hrefs = (tag.dataset.preload ?? '').split(' ').filter(Boolean);
  preload(hrefs);
  setTimeout(warmIntl, 0);
  // The entry's own imports come first in the list, so they are on their way before it asks for them.
  setTimeout(() => void import(/* @vite-ignore */ tag.dataset.app!), 0);
}

// A frame callback runs just before the frame is painted; the task it queues runs after it.
requestAnimationFrame(() => setTimeout(start, 0));

// The loader of `/`. The server sends `/` with a static copy of its header and hero that paints
// from the HTML and CSS alone; this script waits until that paint is on screen and only then
// fetches and starts the app, so that nothing the first paint does not need competes with it.
// The server writes the app's entry and the modules it imports into this script's tag.
const tag = document.querySelector<HTMLScriptElement>('script[data-app]');

function start() {
  if (!tag?.dataset.app) return;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ tag.dataset.app);
}

// A frame callback runs just before the frame is painted; the task it queues runs after it.
requestAnimationFrame(() => setTimeout(start, 0));

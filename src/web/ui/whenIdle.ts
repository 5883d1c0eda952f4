// One queue of deferred work for the whole page, run one piece per quiet moment of the browser,
// so that many components waking up together (a row of cards coming near the screen) make many
// short tasks instead of one long one that would keep a tap waiting.
const queue: Array<() => void> = [];
let scheduled = false;

const requestIdle: (cb: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (cb) => window.requestIdleCallback(cb, { timeout: 1000 })
    : (cb) => setTimeout(cb, 16);

function runOne() {
  scheduled = false;
  queue.shift()?.();
  if (queue.length) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  requestIdle(runOne);
}

/** Runs `fn` in a quiet moment after the work queued before it; returns a cancel function. */
export function whenIdle(fn: () => void): () => void {
  let live = true;
  const task = () => {
    if (live) fn();
  };
  queue.push(task);
  schedule();
  return () => {
    live = false;
    const i = queue.indexOf(task);
    if (i >= 0) queue.splice(i, 1);
  };
}

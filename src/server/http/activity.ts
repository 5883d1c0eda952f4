// How busy the server is with visitors, for work that should wait its turn (the demo photos'
// first-start warm-up): one count for the process, kept by the request-log middleware.
let inFlight = 0;
let lastDone = 0;

export function requestStarted() {
  inFlight++;
}

export function requestDone() {
  inFlight--;
  lastDone = Date.now();
}

/** Resolves once no request is being answered and none has been for `quietMs`. */
export async function visitorsQuiet(quietMs: number, signal?: AbortSignal): Promise<void> {
  while (!signal?.aborted && (inFlight > 0 || Date.now() - lastDone < quietMs)) {
    const wait = Math.max(50, quietMs - (Date.now() - lastDone));
    await new Promise((r) => setTimeout(r, wait));
  }
}

/**
 * Work that senders do in turns within one process (the e-mail outbox, webhook deliveries): a call
 * waits for the run in progress, then looks for what is due itself, so awaiting it means
 * "everything due when I called was tried". Calls made while a run still waits its turn share that
 * run, which has not looked yet and will see their rows: fifty bookings at once queue one run, not
 * fifty. `share: false` always queues a run of its own (a benchmark timing each delivery).
 */
export function takeTurns() {
  const running = new WeakMap<object, Promise<number>>();
  const queued = new WeakMap<object, Promise<number>>();
  return (key: object, work: () => Promise<number>, opts: { share?: boolean } = {}): Promise<number> => {
    const share = opts.share ?? true;
    const waiting = share ? queued.get(key) : undefined;
    if (waiting) return waiting;
    const previous = running.get(key) ?? Promise.resolve(0);
    const next: Promise<number> = previous.catch(() => 0).then(() => {
      if (queued.get(key) === next) queued.delete(key);
      return work();
    });
    running.set(key, next);
    if (share) queued.set(key, next);
    return next;
  };
}

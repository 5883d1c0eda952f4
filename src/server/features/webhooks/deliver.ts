import type { Deps } from '../../deps.js';
import type { Job } from '../../jobs/index.js';
import { takeTurns } from '../../jobs/turns.js';
import { nextAttemptAt } from '../../../domain/webhooks/retry.js';
import { addressPolicy } from '../calendar/index.js';
import { claimDue, finishAttempt, type DeliveryJob } from './repo.js';
import { sendWebhook } from './send.js';

/**
 * The sender: takes the deliveries that are due (after their transaction committed: the outbox
 * rows exist only then), sends a few at a time, and writes every attempt. A 2xx is delivered;
 * anything else is tried again with backoff for a day (domain/webhooks/retry.ts), then failed.
 */

const BATCH = 20;
const IN_FLIGHT = 4;

type SenderDeps = Pick<Deps, 'config' | 'database' | 'log' | 'now'>;

async function deliverOne(deps: SenderDeps, job: DeliveryJob): Promise<void> {
  const outcome = await sendWebhook(job.url, job.secret, job.event_id, job.payload, {
    timeoutMs: deps.config.webhookTimeoutMs,
    policy: addressPolicy(deps.config.icalAllowPrivateHosts),
    userAgent: `Roost webhooks (+${deps.config.publicUrl})`,
  });
  const at = deps.now();
  const ok = outcome.error === null;
  const retryAt = ok ? null : nextAttemptAt(new Date(job.retry_from), job.attempts, at);
  if (!ok) deps.log.warn({ delivery: job.id, attempt: job.attempts, error: outcome.error }, retryAt ? 'webhook failed, will retry' : 'webhook failed for good');
  await finishAttempt(deps.database.db, job.id, {
    ...outcome, at, byHand: job.by_hand,
    next: ok ? { status: 'delivered' } : retryAt ? { status: 'pending', at: retryAt } : { status: 'failed' },
  });
}

/** Sends every delivery due now; returns how many it tried. `observe` hears each one's time (the bench). */
async function deliverDue(deps: SenderDeps, observe?: (ms: number) => void): Promise<number> {
  // Longer than a whole batch of timeouts: a stopped process's claims run out after it.
  const leaseMs = Math.max(60_000, 3 * deps.config.webhookTimeoutMs * Math.ceil(BATCH / IN_FLIGHT));
  let total = 0;
  // A batch shorter than BATCH took everything due when it looked: what commits later wakes a run of its own.
  for (;;) {
    const jobs = await claimDue(deps.database.db, deps.now(), leaseMs, BATCH);
    const claimed = jobs.length;
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, jobs.length) }, async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const t0 = performance.now();
        try {
          await deliverOne(deps, job);
          observe?.(performance.now() - t0);
        } catch (err) {
          deps.log.error({ err, delivery: job.id }, 'webhook delivery failed');
        }
        total++;
      }
    }));
    if (claimed < BATCH) return total;
  }
}

const inTurn = takeTurns();

/**
 * Sends everything due. Runs of one process on one database take turns (a second call waits for
 * the first, then looks again), so awaiting it means "everything due now was tried" — also when
 * the first was the wake after a request, whose deps may be another object than the caller's.
 * Calls made while a run waits its turn share it; an observed run (the bench) is its own.
 */
export function deliverWebhooks(deps: SenderDeps, opts: { observe?: (ms: number) => void } = {}): Promise<number> {
  return inTurn(deps.database, () => deliverDue(deps, opts.observe), { share: !opts.observe });
}

/** After a commit that queued deliveries: send them soon, without making the caller wait. */
export function wakeWebhookDelivery(deps: SenderDeps): void {
  deliverWebhooks(deps).catch((err) => deps.log.error({ err }, 'webhook delivery failed'));
}

/**
 * The in-server sender (once per tick across processes, jobs/schedule.ts): sends due deliveries —
 * retries, events queued by another process or by a scheduled job — besides the wake after each
 * request that queued some.
 */
export const webhookJob: Job = {
  name: 'webhooks',
  everyMs: 2_000,
  run: (deps) => deliverWebhooks(deps),
};

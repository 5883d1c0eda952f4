/**
 * When a webhook delivery that failed is tried again (issue 15 §3: "retried with backoff for a
 * day"). The gaps grow (5 s, 5 min, 30 min, 2 h, 5 h, 10 h: the schedule Standard Webhooks senders
 * use), and the last try lands on the day's end, so a receiver that is down for 23 hours still
 * gets the event. After that try the delivery is failed: nothing is lost, it stays in the log and
 * can be sent again by hand.
 */

export const RETRY_GAPS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000] as const;
export const RETRY_FOR_MS = 24 * 3_600_000;

/**
 * The next try after try number `attempts` (1-based) failed at `failedAt`, for a series of tries
 * that began at `retryFrom`; null once the day is over (give up).
 */
export function nextAttemptAt(retryFrom: Date, attempts: number, failedAt: Date): Date | null {
  const deadline = retryFrom.getTime() + RETRY_FOR_MS;
  if (failedAt.getTime() >= deadline) return null;
  const gap = RETRY_GAPS_MS[Math.min(attempts, RETRY_GAPS_MS.length) - 1] ?? RETRY_GAPS_MS[0];
  return new Date(Math.min(failedAt.getTime() + gap, deadline));
}

import type { Deps } from '../../deps.js';
import { publishDueReviews } from './publish.js';
import { queueReviewReminders } from './reminders.js';
import { wakeEmailDelivery } from '../notifications/index.js';

/**
 * The in-server review scheduler: every `intervalMs` (never two runs of this process at once) it
 * publishes reviews whose window closed and writes due reminders. Several processes may run it:
 * publication skips bookings another process holds, reminders are deduplicated by key.
 */
export function startReviewJob(deps: Deps, intervalMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const published = await publishDueReviews(deps, {}, { skipLocked: true });
      if (published) deps.log.info({ published }, 'review job: reviews published at the close of their window');
      const reminders = await queueReviewReminders(deps);
      if (reminders) {
        deps.log.info({ reminders }, 'review job: review reminders written');
        wakeEmailDelivery(deps);
      }
    } catch (err) {
      deps.log.error({ err }, 'review job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

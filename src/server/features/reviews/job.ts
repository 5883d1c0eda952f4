import type { Job } from '../../jobs/index.js';
import { publishDueReviews } from './publish.js';
import { queueReviewReminders } from './reminders.js';
import { wakeEmailDelivery } from '../notifications/index.js';

/**
 * The reviews' scheduled job (once per tick across processes, jobs/schedule.ts): publishes reviews
 * whose window closed and writes due reminders. Publication skips bookings another process holds;
 * reminders are deduplicated by key, so even an overlapping run writes each once.
 */
export const reviewJob: Job = {
  name: 'reviews',
  everyMs: 60_000,
  async run(deps) {
    const published = await publishDueReviews(deps, {}, { skipLocked: true });
    if (published) deps.log.info({ published }, 'review job: reviews published at the close of their window');
    const reminders = await queueReviewReminders(deps);
    if (reminders) {
      deps.log.info({ reminders }, 'review job: review reminders written');
      wakeEmailDelivery(deps);
    }
  },
};

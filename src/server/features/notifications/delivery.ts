import type { Deps } from '../../deps.js';
import { MessagesUnreadPayloadSchema, parseNotificationContent } from '../../../contract/notifications.js';
import { english, notificationEmail } from './emails.js';
import { messagesUnreadEmail } from './message-emails.js';
import { spanish } from './emails-es.js';
import { claimEmails, finishEmail, type EmailJob } from './repo.js';
import { settings } from '../settings/index.js';
import type { Job } from '../../jobs/index.js';
import { takeTurns } from '../../jobs/turns.js';

const BATCH = 20;
const MAX_ATTEMPTS = 5;

/** Minutes before retry n (1-based): 1, 5, 25, 125. */
const backoffMinutes = (attempt: number) => 5 ** (attempt - 1);

type DeliveryDeps = Pick<Deps, 'config' | 'database' | 'log' | 'mailer' | 'now'>;

async function deliverBatch(deps: DeliveryDeps): Promise<number> {
  const jobs = await claimEmails(deps.database.db, deps.now(), BATCH);
  if (!jobs.length) return 0;
  const { siteName } = await settings(deps);
  for (const job of jobs) {
    if (job.deleted) {
      await finishEmail(deps.database.db, job.id, { status: 'skipped' });
      continue;
    }
    try {
      await deps.mailer.send({ to: job.email, siteName, ...emailOf(job, deps.config, siteName) });
      await finishEmail(deps.database.db, job.id, { status: 'sent' });
    } catch (err) {
      const last = job.attempts >= MAX_ATTEMPTS;
      deps.log.warn({ err, notification: job.id, attempt: job.attempts }, last ? 'notification e-mail failed for good' : 'notification e-mail failed, will retry');
      await finishEmail(deps.database.db, job.id, last
        ? { status: 'failed' }
        : { status: 'pending', retryAt: new Date(deps.now().getTime() + backoffMinutes(job.attempts) * 60_000) });
    }
  }
  return jobs.length;
}

/** The e-mail copy of a notice, worded for its kind, in the recipient's language. */
function emailOf(job: EmailJob, config: DeliveryDeps['config'], siteName: string) {
  const site = { siteName, publicUrl: config.publicUrl, name: job.name };
  const lang = job.locale === 'es' ? spanish : english;
  if (job.kind === 'messages_unread') {
    const payload = MessagesUnreadPayloadSchema.parse(job.payload);
    return messagesUnreadEmail(lang, payload, { ...site, delayMinutes: config.messageEmailDelayMinutes });
  }
  return notificationEmail(lang, parseNotificationContent(job.kind, job.payload), site);
}

const inTurn = takeTurns();

/**
 * Sends every due e-mail copy of a notification. Runs of one process take turns (a second call
 * waits for the first and then looks again), so awaiting it means "everything due is sent".
 * Calls made while a run waits its turn share that run (50 bookings at once queue one, not 50).
 */
export function deliverNotificationEmails(deps: DeliveryDeps): Promise<number> {
  return inTurn(deps, async () => {
    // A batch shorter than BATCH took everything due when it looked: what commits later wakes a run of its own.
    let total = 0;
    for (;;) {
      const n = await deliverBatch(deps);
      total += n;
      if (n < BATCH) return total;
    }
  });
}

/** After a commit that wrote notifications: send their e-mails soon, without making the caller wait. */
export function wakeEmailDelivery(deps: DeliveryDeps): void {
  deliverNotificationEmails(deps).catch((err) => deps.log.error({ err }, 'notification e-mail delivery failed'));
}

/**
 * The mail job: sends notification e-mails that are due but were not sent at once — retries, and
 * those a stopped process had claimed. Fresh ones go out right after their commit (the wake above).
 */
export const mailJob: Job = {
  name: 'mail',
  everyMs: 30_000,
  async run(deps) {
    const sent = await deliverNotificationEmails(deps);
    if (sent) deps.log.info({ emails: sent }, 'mail job: notification e-mails handled');
  },
};

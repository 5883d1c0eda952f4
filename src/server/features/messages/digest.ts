import type { Deps } from '../../deps.js';
import type { Job } from '../../jobs/index.js';
import type { MessagesUnreadPayload } from '../../../contract/notifications.js';
import { insertNotification } from '../notifications/repo.js';
import { wakeEmailDelivery } from '../notifications/delivery.js';
import { claimDigest, markMentioned, membersDue } from './digest-repo.js';
import { nameOf } from '../account/index.js';

/** The other member's name, or for an erased account the English placeholder and `otherFormer` (the e-mail words it). */
const named = (name: string | null) => {
  const { name: otherName, former } = nameOf(name, 'member');
  return former ? { otherName, otherFormer: true as const } : { otherName };
};

/**
 * The grouped e-mail about unread messages. When a member has a message that has waited unread
 * for MESSAGE_EMAIL_DELAY_MINUTES and no e-mail has mentioned, one e-mail goes out listing every
 * conversation with unread messages not mentioned before (so three messages in two conversations
 * make one e-mail, and a message is mentioned once). It is written as an e-mail-only notice in the
 * member's transaction and delivered after commit by the notifications outbox (claim, retry).
 */

const EXCERPT = 160;
const excerpt = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return [...flat].length > EXCERPT ? `${[...flat].slice(0, EXCERPT - 1).join('').trimEnd()}…` : flat;
};

/** Writes the e-mails that are due; safe to run in several processes at once. Returns how many. */
export async function queueMessageDigests(deps: Pick<Deps, 'config' | 'database' | 'log' | 'mailer' | 'now'>): Promise<number> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - deps.config.messageEmailDelayMinutes * 60_000);
  const { db } = deps.database;
  let queued = 0;
  for (const userId of await membersDue(db, cutoff, 200)) {
    const wrote = await db.transaction().execute(async (trx) => {
      const rows = await claimDigest(trx, userId);
      // Claimed by another process meanwhile, read meanwhile, or nothing has waited long enough yet.
      if (!rows.some((r) => new Date(r.oldest) <= cutoff)) return false;
      const payload: MessagesUnreadPayload = {
        conversations: rows.map((r) => ({
          conversationId: r.conversation_id, listingTitle: r.listing_title, ...named(r.other_name),
          unread: r.unread, ...(r.latest_body !== null && r.latest_id !== null ? { excerpt: excerpt(r.latest_body), excerptOf: r.latest_id } : {}),
        })),
      };
      await insertNotification(trx, { userId, kind: 'messages_unread', payload, at: now });
      await markMentioned(trx, userId, rows);
      return true;
    });
    if (wrote) queued++;
  }
  if (queued) wakeEmailDelivery(deps);
  return queued;
}

/** Writes the unread-message e-mails that are due, once per tick across processes (jobs/schedule.ts). */
export const messageDigestJob: Job = {
  name: 'message-digests',
  everyMs: 60_000,
  async run(deps) {
    const n = await queueMessageDigests(deps);
    if (n) deps.log.info({ emails: n }, 'message job: unread-message e-mails written');
  },
};

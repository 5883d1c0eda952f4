import type { MessagesUnreadPayload } from '../../../contract/notifications.js';
import type { Email } from '../mail/auth-emails.js';
import { renderEmail } from '../mail/layout.js';

/** The grouped e-mail about unread messages: one per member and run, every conversation listed. */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function messagesUnreadEmail(
  p: MessagesUnreadPayload, site: { siteName: string; publicUrl: string; name: string; delayMinutes: number },
): Email {
  const total = p.conversations.reduce((n, c) => n + c.unread, 0);
  const base = site.publicUrl.replace(/\/$/, '');
  const only = p.conversations.length === 1 ? p.conversations[0] : undefined;
  const subject = only
    ? `${plural(only.unread, 'new message', 'new messages')} from ${only.otherName}`
    : `${plural(total, 'new message', 'new messages')} in ${p.conversations.length} conversations`;
  const hi = site.name.trim() ? `Hi ${site.name.trim()},` : 'Hi,';
  const lines = p.conversations.map((c) =>
    `${c.otherName} about ${c.listingTitle} (${plural(c.unread, 'new message', 'new messages')}): “${c.excerpt}”`);
  return {
    subject,
    ...renderEmail({
      siteName: site.siteName, publicUrl: site.publicUrl, preheader: lines[0], heading: 'You have unread messages',
      paragraphs: [hi, ...lines],
      action: { label: only ? 'Reply' : 'Open your inbox', url: only ? `${base}/inbox/${only.conversationId}` : `${base}/inbox` },
      footnote: `We e-mail you when messages on ${site.siteName} wait unread for ${plural(site.delayMinutes, 'minute', 'minutes')}, `
        + 'several at once in one e-mail. Messages you have read are never e-mailed.',
    }),
  };
}

import type { MessagesUnreadPayload } from '../../../contract/notifications.js';
import type { Email } from '../mail/auth-emails.js';
import { greeting, renderEmail } from '../mail/layout.js';
import type { EmailLanguage } from './email-parts.js';

/** The grouped e-mail about unread messages, in `lang`: one per member and run, every conversation listed. */
export function messagesUnreadEmail(
  lang: EmailLanguage, p: MessagesUnreadPayload, site: { siteName: string; publicUrl: string; name: string; delayMinutes: number },
): Email {
  const w = lang.unread;
  const total = p.conversations.reduce((n, c) => n + c.unread, 0);
  const base = site.publicUrl.replace(/\/$/, '');
  const only = p.conversations.length === 1 ? p.conversations[0] : undefined;
  const subject = only ? w.subjectFrom(w.messages(only.unread), only.otherName) : w.subjectIn(w.messages(total), p.conversations.length);
  const lines = p.conversations.map((c) => w.line(c, w.messages(c.unread)));
  return {
    subject,
    ...renderEmail({
      locale: lang.locale, siteName: site.siteName, publicUrl: site.publicUrl, preheader: lines[0], heading: w.heading,
      paragraphs: [greeting(lang.locale, site.name), ...lines],
      action: { label: only ? w.reply : w.openInbox, url: only ? `${base}/inbox/${only.conversationId}` : `${base}/inbox` },
      footnote: w.footnote(site.siteName, site.delayMinutes),
    }),
  };
}

import type { MessagesUnreadPayload } from '../../../contract/notifications.js';
import type { Email } from '../mail/auth-emails.js';
import { greeting, renderEmail } from '../mail/layout.js';
import type { EmailLanguage } from './email-parts.js';

/** The grouped e-mail about unread messages, in `lang`: one per member and run, every conversation listed. */
export function messagesUnreadEmail(
  lang: EmailLanguage, p: MessagesUnreadPayload, site: { siteName: string; publicUrl: string; name: string; delayMinutes: number },
): Email {
  const w = lang.unread;
  // An erased member's placeholder in the e-mail's own language (decision 0040).
  const conversations = p.conversations.map((c) => (c.otherFormer ? { ...c, otherName: lang.formerMember } : c));
  const total = conversations.reduce((n, c) => n + c.unread, 0);
  const base = site.publicUrl.replace(/\/$/, '');
  const only = conversations.length === 1 ? conversations[0] : undefined;
  const subject = only ? w.subjectFrom(w.messages(only.unread), only.otherName) : w.subjectIn(w.messages(total), conversations.length);
  const lines = conversations.map((c) => w.line(c, w.messages(c.unread)));
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

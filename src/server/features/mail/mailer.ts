import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type pino from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/pool.js';
import { extractLinks } from './html.js';

export type MailMessage = {
  to: string; subject: string; text: string; html: string;
  /** The site's name as the operator set it when the message was written: a sender named after the site follows it. */
  siteName?: string;
};

export type Mailer = {
  /** Delivers or stores one message. With SMTP, a refused or failed delivery throws. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};

/**
 * SMTP_URL set: every message goes out through that server (any nodemailer URL, e.g.
 * `smtps://user:pass@mail.example.org` or `smtp://127.0.0.1:2525?ignoreTLS=true`).
 * Not set: messages land in the outbox table and their links go to the log, so a fresh
 * install can still sign people up; /dev/outbox shows them outside production.
 */
export function createMailer(opts: { config: Config; database: Database; log: pino.Logger }): Mailer {
  const { config, database, log } = opts;
  return config.smtpUrl ? smtpMailer(config.smtpUrl, senderOf(config), log) : outboxMailer(database, log, config.env);
}

/**
 * Who messages come from. MAIL_FROM's name is the operator's to choose; when it is the site's name
 * as started (the default, `SITE_NAME <no-reply@host>`), it follows the site's name as set in the
 * console, like every other place that shows it.
 */
export function senderOf(config: Pick<Config, 'mailFrom' | 'siteName'>): (siteName?: string) => string | { name: string; address: string } {
  const m = config.mailFrom.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  if (!m || m[1] !== config.siteName) return () => config.mailFrom;
  const address = m[2]!;
  return (siteName) => (siteName ? { name: siteName, address } : config.mailFrom);
}

function smtpMailer(smtpUrl: string, from: ReturnType<typeof senderOf>, log: pino.Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from: from() });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: from(message.siteName), to: message.to, subject: message.subject, text: message.text, html: message.html });
      // Links carry sign-in tokens: with real delivery they never reach the log.
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}

function outboxMailer(database: Database, log: pino.Logger, env: Config['env']): Mailer {
  if (env === 'production') {
    log.warn('SMTP_URL is not set: e-mail goes to the outbox table and its links to this log, nobody receives it');
  }
  return {
    async send(message) {
      await database.db
        .insertInto('outbox')
        .values({ id: randomUUID(), to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html })
        .execute();
      log.info({ to: message.to, subject: message.subject, links: extractLinks(message.text) }, 'mail to outbox');
    },
    async close() {},
  };
}

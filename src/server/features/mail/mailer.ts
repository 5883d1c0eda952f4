import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type pino from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/pool.js';
import { extractLinks } from './html.js';

export type MailMessage = { to: string; subject: string; text: string; html: string };

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
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, log) : outboxMailer(database, log, config.env);
}

function smtpMailer(smtpUrl: string, from: string, log: pino.Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(message) {
      const info = await transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
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

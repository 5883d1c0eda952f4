import { queueAfterTransactionHook } from '@better-auth/core/context';
import type { Config } from '../../config.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { changeEmail, existingAccount, passwordChanged, resetPassword, verifyEmail } from '../mail/auth-emails.js';

type Person = { email: string; name: string };

/**
 * The messages sign-in flows send. Links point at the web app's pages (which call the API), never
 * at the API itself, so a person always lands on a page that explains what happened.
 */
export function authEmailSender({ config, mailer: direct }: { config: Config; mailer: Mailer }) {
  // better-auth may call us inside its transaction (sign-up); the mail is written once that commits,
  // on its own connection (PGlite has only one, so writing inside would wait forever).
  const mailer = { send: (m: MailMessage) => queueAfterTransactionHook(() => direct.send(m)) };
  const base = { siteName: config.siteName, publicUrl: config.publicUrl };
  const link = (path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  return {
    async verification(user: Person, token: string) {
      // better-auth uses the same token for a new address being confirmed; its payload says which.
      const change = tokenPayload(token).requestType === 'change-email-verification';
      const url = link('/verify-email', token);
      const message = change
        ? changeEmail({ ...base, name: user.name, newEmail: user.email, url })
        : verifyEmail({ ...base, name: user.name, url });
      await mailer.send({ to: user.email, ...message });
    },
    async resetPassword(user: Person, token: string) {
      await mailer.send({ to: user.email, ...resetPassword({ ...base, name: user.name, url: link('/reset-password', token) }) });
    },
    async existingAccount(user: Person) {
      const message = existingAccount({ ...base, name: user.name, loginUrl: `${config.publicUrl}/login`, resetUrl: `${config.publicUrl}/forgot-password` });
      await mailer.send({ to: user.email, ...message });
    },
    async passwordChanged(user: Person) {
      await mailer.send({ to: user.email, ...passwordChanged({ ...base, name: user.name, url: `${config.publicUrl}/account/security` }) });
    },
  };
}

/** The claims of a JWT, read without checking it (only to choose a template). */
function tokenPayload(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return {};
  }
}

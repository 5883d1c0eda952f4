import { queueAfterTransactionHook } from '@better-auth/core/context';
import type { Config } from '../../config.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import * as en from '../mail/auth-emails.js';
import * as es from '../mail/auth-emails-es.js';
import { acceptedLanguages, chooseLocale, LOCALE_COOKIE } from '../../../domain/locale.js';

type Person = { email: string; name: string; locale?: string | null };
type Templates = Pick<typeof en, 'verifyEmail' | 'resetPassword' | 'existingAccount' | 'changeEmail' | 'passwordChanged'>;
const TEMPLATES: Record<string, Templates> = { en, es };

/**
 * The recipient's language (docs/decisions/0034): their setting, else the language of the page they
 * acted from (its cookie or Accept-Language: someone signing up has no setting yet).
 */
function templatesFor(user: Person, request?: Request): Templates {
  const cookie = request?.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`))?.[1];
  const locale = chooseLocale({ member: user.locale, cookie, browser: acceptedLanguages(request?.headers.get('accept-language')) });
  return TEMPLATES[locale.split('-')[0]] ?? en;
}

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
    async verification(user: Person, token: string, request?: Request) {
      const { changeEmail, verifyEmail } = templatesFor(user, request);
      // better-auth uses the same token for a new address being confirmed; its payload says which.
      const change = tokenPayload(token).requestType === 'change-email-verification';
      const url = link('/verify-email', token);
      const message = change
        ? changeEmail({ ...base, name: user.name, newEmail: user.email, url })
        : verifyEmail({ ...base, name: user.name, url });
      await mailer.send({ to: user.email, ...message });
    },
    async resetPassword(user: Person, token: string, request?: Request) {
      const { resetPassword } = templatesFor(user, request);
      await mailer.send({ to: user.email, ...resetPassword({ ...base, name: user.name, url: link('/reset-password', token) }) });
    },
    async existingAccount(user: Person, request?: Request) {
      const message = templatesFor(user, request).existingAccount({ ...base, name: user.name, loginUrl: `${config.publicUrl}/login`, resetUrl: `${config.publicUrl}/forgot-password` });
      await mailer.send({ to: user.email, ...message });
    },
    async passwordChanged(user: Person, request?: Request) {
      await mailer.send({ to: user.email, ...templatesFor(user, request).passwordChanged({ ...base, name: user.name, url: `${config.publicUrl}/account/security` }) });
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

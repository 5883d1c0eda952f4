import { queueAfterTransactionHook } from '@better-auth/core/context';
import type { Config } from '../../config.js';
import type { Database } from '../../db/pool.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { settings } from '../settings/index.js';
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
  const locale = chooseLocale({ member: user.locale, ...languageSignals(request?.headers) });
  return TEMPLATES[locale.split('-')[0]] ?? en;
}

/**
 * The footer switcher's choice as the sign-in routes hand it to better-auth, which sees only its own
 * cookies (routes.ts `authCookies`). Set by the server alone: any such header a client sends is dropped.
 */
export const LOCALE_SIGNAL_HEADER = 'x-roost-locale-cookie';

/** What a request says about its reader's language: the footer switcher's cookie and Accept-Language. */
export function languageSignals(headers?: Headers | null): { cookie?: string; browser: string[] } {
  const cookie = headers?.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`))?.[1]
    ?? headers?.get(LOCALE_SIGNAL_HEADER) ?? undefined;
  return { cookie, browser: acceptedLanguages(headers?.get('accept-language')) };
}

/**
 * The messages sign-in flows send. Links point at the web app's pages (which call the API), never
 * at the API itself, so a person always lands on a page that explains what happened.
 */
export function authEmailSender({ config, database, mailer }: { config: Config; database: Database; mailer: Mailer }) {
  // better-auth may call us inside its transaction (sign-up); the mail is put together and written
  // once that commits, on its own connection (PGlite has only one, so reading the settings or
  // writing inside would wait forever). The site's name is the operator's setting at that moment.
  const send = (to: string, compose: (site: { siteName: string; publicUrl: string }) => Omit<MailMessage, 'to'>) =>
    queueAfterTransactionHook(async () => {
      const { siteName } = await settings({ config, database });
      await mailer.send({ to, siteName, ...compose({ siteName, publicUrl: config.publicUrl }) });
    });
  const link = (path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  return {
    async verification(user: Person, token: string, request?: Request) {
      const { changeEmail, verifyEmail } = templatesFor(user, request);
      // better-auth uses the same token for a new address being confirmed; its payload says which.
      const change = tokenPayload(token).requestType === 'change-email-verification';
      const url = link('/verify-email', token);
      await send(user.email, (site) => (change
        ? changeEmail({ ...site, name: user.name, newEmail: user.email, url })
        : verifyEmail({ ...site, name: user.name, url })));
    },
    async resetPassword(user: Person, token: string, request?: Request) {
      const { resetPassword } = templatesFor(user, request);
      await send(user.email, (site) => resetPassword({ ...site, name: user.name, url: link('/reset-password', token) }));
    },
    async existingAccount(user: Person, request?: Request) {
      const { existingAccount } = templatesFor(user, request);
      await send(user.email, (site) => existingAccount({ ...site, name: user.name, loginUrl: `${config.publicUrl}/login`, resetUrl: `${config.publicUrl}/forgot-password` }));
    },
    async passwordChanged(user: Person, request?: Request) {
      const { passwordChanged } = templatesFor(user, request);
      await send(user.email, (site) => passwordChanged({ ...site, name: user.name, url: `${config.publicUrl}/account/security` }));
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

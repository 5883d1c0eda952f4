import { greeting as hello, renderEmail } from './layout.js';

/** The messages the sign-in flows send, in English (auth-emails-es.ts: in Spanish; `authEmails` picks). */

export type Email = { subject: string; text: string; html: string };

type Site = { siteName: string; publicUrl: string };
type Person = Site & { name: string };

const greeting = (name: string) => hello('en', name);

export function verifyEmail(p: Person & { url: string }): Email {
  const subject = `Confirm your email for ${p.siteName}`;
  return {
    subject,
    ...renderEmail({
      ...p,
      preheader: 'One click to finish setting up your account.',
      heading: 'Confirm your email',
      paragraphs: [
        greeting(p.name),
        `Please confirm that this is your email address to finish setting up your ${p.siteName} account.`,
        'This link is valid for 24 hours.',
      ],
      action: { label: 'Confirm your email', url: p.url },
      footnote: `If you did not create an account on ${p.siteName}, you can ignore this email.`,
    }),
  };
}

export function resetPassword(p: Person & { url: string }): Email {
  return {
    subject: `Reset your ${p.siteName} password`,
    ...renderEmail({
      ...p,
      preheader: 'Choose a new password. The link is valid for 1 hour.',
      heading: 'Reset your password',
      paragraphs: [
        greeting(p.name),
        `Someone asked to reset the password of your ${p.siteName} account. Use the button below to choose a new one.`,
        'This link is valid for 1 hour and works once.',
      ],
      action: { label: 'Choose a new password', url: p.url },
      footnote: "If you didn't ask for this, ignore this email: your password stays the same.",
    }),
  };
}

export function existingAccount(p: Person & { loginUrl: string; resetUrl: string }): Email {
  return {
    subject: `You already have a ${p.siteName} account`,
    ...renderEmail({
      ...p,
      preheader: 'Someone tried to sign up with your email address.',
      heading: 'You already have an account',
      paragraphs: [
        greeting(p.name),
        `Someone tried to create a new ${p.siteName} account with this email address. You already have one, so nothing was changed.`,
        'If that was you, log in instead.',
      ],
      action: { label: 'Log in', url: p.loginUrl },
      secondary: { label: 'Forgot your password? Reset it:', url: p.resetUrl },
      footnote: "If it wasn't you, you can ignore this email: your account is unchanged.",
    }),
  };
}

export function changeEmail(p: Person & { newEmail: string; url: string }): Email {
  return {
    subject: `Confirm your new email address for ${p.siteName}`,
    ...renderEmail({
      ...p,
      preheader: `Confirm ${p.newEmail} as your new address.`,
      heading: 'Confirm your new email address',
      paragraphs: [
        greeting(p.name),
        `You asked to change the email address of your ${p.siteName} account to ${p.newEmail}.`,
        'Confirm the change to start using the new address. This link is valid for 24 hours.',
      ],
      action: { label: 'Confirm new address', url: p.url },
      footnote: `If you didn't ask for this, ignore this email: your address stays the same.`,
    }),
  };
}

export function passwordChanged(p: Person & { url: string }): Email {
  return {
    subject: `Your ${p.siteName} password was changed`,
    ...renderEmail({
      ...p,
      preheader: 'A notice about your account security.',
      heading: 'Your password was changed',
      paragraphs: [
        greeting(p.name),
        `The password of your ${p.siteName} account was just changed.`,
        'If this was you, there is nothing else to do. If it was not, reset your password right away and check where you are signed in.',
      ],
      action: { label: 'Review your security', url: p.url },
    }),
  };
}


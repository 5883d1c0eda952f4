import { describe, expect, it } from 'vitest';
import { changeEmail, existingAccount, passwordChanged, resetPassword, verifyEmail, type Email } from './auth-emails.js';
import { extractLinks } from './html.js';

const site = { siteName: 'Harbour Stays', publicUrl: 'https://stays.example.org', name: 'Ana' };
const url = 'https://stays.example.org/api/auth/x?token=t0k3n';

const cases: [string, Email, string[]][] = [
  ['verifyEmail', verifyEmail({ ...site, url }), [url]],
  ['resetPassword', resetPassword({ ...site, url }), [url]],
  ['existingAccount', existingAccount({ ...site, loginUrl: 'https://stays.example.org/login', resetUrl: 'https://stays.example.org/forgot' }), ['https://stays.example.org/login', 'https://stays.example.org/forgot']],
  ['changeEmail', changeEmail({ ...site, newEmail: 'new@example.org', url }), [url]],
  ['passwordChanged', passwordChanged({ ...site, url: 'https://stays.example.org/account/security' }), ['https://stays.example.org/account/security']],
];

describe.each(cases)('%s', (_name, mail, urls) => {
  it('names the site in subject and both parts, greets the person and carries its links in both parts', () => {
    expect(mail.subject).toContain('Harbour Stays');
    expect(mail.text).toContain('Harbour Stays');
    expect(mail.html).toContain('Harbour Stays');
    expect(mail.text).toContain('Hi Ana,');
    for (const u of urls) {
      expect(mail.text.split('\n')).toContain(u);
      expect(mail.html).toContain(`href="${u}"`);
    }
    // One call to action: exactly one button-styled link.
    expect(mail.html.match(/display:inline-block;padding:14px/g)).toHaveLength(1);
    // The outbox and the log find the links from the text part.
    expect(extractLinks(mail.text)).toEqual(expect.arrayContaining(urls));
  });
});

describe('auth e-mail wording', () => {
  it('states how long links last and what to do if you did not ask', () => {
    expect(verifyEmail({ ...site, url }).text).toContain('24 hours');
    const reset = resetPassword({ ...site, url }).text;
    expect(reset).toContain('1 hour');
    expect(reset).toMatch(/didn't ask/);
    expect(changeEmail({ ...site, newEmail: 'new@example.org', url }).text).toContain('new@example.org');
    expect(passwordChanged({ ...site, url }).text).toContain('Review your security');
    expect(existingAccount({ ...site, loginUrl: url, resetUrl: url }).text).toContain('Log in');
  });

  it('greets without a name when there is none and escapes a hostile one', () => {
    expect(verifyEmail({ ...site, name: '  ', url }).text).toContain('Hi,\n');
    const html = verifyEmail({ ...site, name: '<b>x</b>', url }).html;
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('Hi &lt;b&gt;x&lt;/b&gt;,');
  });
});

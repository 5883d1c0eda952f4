import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { landing } from '../../web/i18n/en/landing';
import { shell } from '../../web/i18n/en/shell';
import { searchBar } from '../../web/i18n/en/searchBar';

// The static first paint of `/` is a generated copy; these catch it going stale after the hero,
// the header or their words change (regenerate with gen-landing-shell.mjs).
const html = fs.readFileSync(new URL('./landing-shell.html', import.meta.url), 'utf8');
const text = (s: string) => s.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"');

describe('landing shell', () => {
  it('says what the hero and header say', () => {
    const t = text(html);
    for (const words of [landing['landing.title'], landing['landing.subtitle'], shell['shell.logIn'], shell['shell.signUp'], shell['shell.becomeHost'], searchBar['searchBar.wherePlaceholder']]) {
      expect(t).toContain(words);
    }
  });

  it('is inert and hidden from assistive tech, so nobody types into what React replaces', () => {
    expect(html).toMatch(/^<!--[^]*?-->\s*<div class="shell" inert aria-hidden="true">/);
  });

  it('carries both search bars, one per layout, and no script', () => {
    expect(html).toContain('class="shell-desk"');
    expect(html).toContain('class="shell-phone"');
    expect(html).not.toMatch(/<script/i);
  });
});

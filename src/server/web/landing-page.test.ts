import { describe, expect, it } from 'vitest';
import { landingPage } from './landing-page';

const built = `<!doctype html>
<html><head>
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BBB.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-CCC.js">
    <link rel="stylesheet" crossorigin href="/assets/Button-DDD.css">
    <link rel="stylesheet" crossorigin href="/assets/index-EEE.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const files: Record<string, string> = { 'assets/Button-DDD.css': '.b{color:red}', 'assets/index-EEE.css': ':root{--x:1}' };
const asset = (f: string) => files[f];

describe('landing page', () => {
  const page = landingPage(built, '<div class="shell">Hero</div>', 'assets/paint-first-FFF.js', asset);

  it('paints from the HTML alone: the shell in #root and the stylesheets inline', () => {
    expect(page).toContain('<div id="root"><div class="shell">Hero</div></div>');
    expect(page).toContain('<style>.b{color:red}</style>');
    expect(page).toContain('<style>:root{--x:1}</style>');
    // Nothing to fetch before the paint; the disabled links only tell the app's loader they are here.
    expect(page).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-EEE.css" disabled>');
  });

  it('leaves the app to the loader, which knows the entry and what to preload', () => {
    expect(page).not.toContain('src="/assets/index-AAA.js"');
    expect(page).not.toContain('rel="modulepreload"');
    const tag = page.match(/<script [^>]*><\/script>/)![0];
    expect(tag).toContain('src="/assets/paint-first-FFF.js"');
    expect(tag).toContain('type="module"');
    expect(tag).toContain('data-app="/assets/index-AAA.js"');
    expect(tag).toContain('data-preload="/assets/react-BBB.js /assets/i18n-CCC.js"');
  });

  it('keeps the scripts as built when there is no loader, and a stylesheet it cannot read as a link', () => {
    const plain = landingPage(built, '', undefined, (f) => (f.includes('Button') ? undefined : asset(f)));
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-AAA.js"></script>');
    expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/react-BBB.js">');
    expect(plain).toContain('<link rel="stylesheet" crossorigin href="/assets/Button-DDD.css">');
    expect(plain).toContain('<div id="root"></div>');
  });
});

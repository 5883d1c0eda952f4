import { describe, expect, it } from 'vitest';
import { appPage, pageAssets, type BuiltApp, type Manifest } from './app-page';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'], css: ['assets/index-a.css'] },
  'paint-first.ts': { file: 'assets/paint-first-c.js', isEntry: true },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_calendar-d.js': { file: 'assets/calendar-d.js', imports: ['_react-b.js'], css: ['assets/calendar-d.css'] },
  'routes/ListingPage.tsx': { file: 'assets/ListingPage-e.js', imports: ['_calendar-d.js', '_react-b.js'], css: ['assets/ListingPage-e.css'] },
};

const html = [
  '<html><head>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

const files: Record<string, string> = {
  'assets/index-a.css': '.entry{}',
  'assets/calendar-d.css': '.calendar{}',
  'assets/ListingPage-e.css': '.listing{}',
};
const app: BuiltApp = { html, manifest, loader: 'assets/paint-first-c.js', asset: (f) => files[f] };

describe('a page as the server sends it', () => {
  it('needs the page module and what it imports, beyond what the entry already brings', () => {
    expect(pageAssets(manifest, ['routes/ListingPage.tsx'])).toEqual({
      js: ['assets/ListingPage-e.js', 'assets/calendar-d.js'],
      css: ['assets/ListingPage-e.css', 'assets/calendar-d.css'],
    });
    expect(pageAssets(manifest, ['routes/Missing.tsx'])).toEqual({ js: [], css: [] });
  });

  it('finds a part that shares a chunk with the pages importing it through the chunk map', () => {
    // features/a/Part.tsx has no manifest key of its own: it was bundled into the calendar's chunk.
    expect(pageAssets(manifest, ['features/a/Part.tsx'])).toEqual({ js: [], css: [] });
    expect(pageAssets(manifest, ['features/a/Part.tsx'], { 'features/a/Part.tsx': 'assets/calendar-d.js' })).toEqual({
      js: ['assets/calendar-d.js'],
      css: ['assets/calendar-d.css'],
    });
  });

  it('without a paint: the app as built, the page modules announced, and its answers', () => {
    const out = appPage(app, { modules: ['routes/ListingPage.tsx'], seeded: [[['session'], null]] });
    expect(out).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/calendar-d.js">');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/ListingPage-e.css">');
    expect(out).toContain('<div id="root"></div><script type="application/json" id="roost-data">[[["session"],null]]</script>');
  });

  it('with a paint: inert markup the app takes over, styles inline, the app started by the loader after the paint', () => {
    const out = appPage(app, { modules: ['routes/ListingPage.tsx'], seeded: [], painted: { html: '<main>Hi</main>', parts: [] }, phone: true });
    expect(out).toContain('<div id="root"><div data-painted data-screen="phone" inert aria-hidden="true" style="display:contents"><main>Hi</main></div></div>');
    expect(out).toContain('<style>.entry{}</style>');
    expect(out).toContain('<style>.listing{}\n.calendar{}</style>');
    // No stylesheet to fetch before the paint; each inlined one is named by a disabled link, so the
    // app's module loader does not add it again once the app starts.
    expect(out).not.toMatch(/<link rel="stylesheet" crossorigin href="[^"]+">/);
    for (const f of ['index-a.css', 'ListingPage-e.css', 'calendar-d.css']) expect(out).toContain(`<link rel="stylesheet" crossorigin href="/assets/${f}" disabled>`);
    expect(out).not.toContain('src="/assets/index-a.js"');
    expect(out).toContain('src="/assets/paint-first-c.js" data-app="/assets/index-a.js" data-preload="/assets/react-b.js /assets/ListingPage-e.js /assets/calendar-d.js"');
  });

  it('names the lazily loaded parts the paint holds, which the app fetches before taking it over', () => {
    const out = appPage(app, { modules: ['routes/ListingPage.tsx'], seeded: [], painted: { html: '<main>Hi</main>', parts: ['features/a/A.tsx', 'features/b/B.tsx'] } });
    expect(out).toContain('<div data-painted data-screen="wide" data-parts="features/a/A.tsx features/b/B.tsx" inert');
  });

  it('names the address it was answered for, painted or not, as an attribute nothing in it can break out of', () => {
    const url = '/s?place=Montevideo&bbox=-56.3%2C-35%2C-56%2C-34.7&x="><script>';
    const escaped = '/s?place=Montevideo&amp;bbox=-56.3%2C-35%2C-56%2C-34.7&amp;x=&quot;&gt;&lt;script&gt;';
    expect(appPage(app, { modules: [], seeded: [], url })).toContain(`<div id="root" data-url="${escaped}"></div>`);
    expect(appPage(app, { modules: [], seeded: [], url, painted: { html: '<main>Hi</main>', parts: [] } })).toContain(`<div id="root" data-url="${escaped}"><div data-painted`);
    expect(appPage(app, { modules: [], seeded: [] })).not.toContain('data-url');
  });

  it('cannot be broken out of by what a member wrote in their answers', () => {
    const out = appPage(app, { modules: [], seeded: [[['listing', '1'], { title: '</script><script>alert(1)</script>' }]] });
    expect(out).not.toContain('</script><script>alert(1)');
    expect(out).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('asks for the Latin interface font from the head once, painted or not, and only when the styles name it', () => {
    const withFont: BuiltApp = { ...app, asset: (f) => (f === 'assets/index-a.css' ? '@font-face{src:url(/assets/inter-latin-wght-normal-X1.woff2)}' : files[f]) };
    const preload = '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-wght-normal-X1.woff2">';
    for (const out of [
      appPage(withFont, { modules: [], seeded: [] }),
      appPage(withFont, { modules: ['routes/ListingPage.tsx'], seeded: [], painted: { html: '<main>Hi</main>', parts: [] } }),
    ]) {
      expect(out.split(preload)).toHaveLength(2);
      expect(out.indexOf(preload)).toBeLessThan(out.indexOf('</head>'));
    }
    expect(appPage(app, { modules: [], seeded: [] })).not.toContain('as="font"');
  });
});

// Regenerates src/server/web/landing-shell.html from the built app: the header and hero of `/`
// as the browser renders them (desktop bar and phone button), with the CSS rules they use.
import fs from 'node:fs';
import { createRequire } from 'node:module';
const req = createRequire(new URL('../../../package.json', import.meta.url));
const { chromium } = req('@playwright/test');
const base = process.argv[2] ?? 'http://127.0.0.1:3960/';
const out = process.argv[3] ?? new URL('./landing-shell.html', import.meta.url);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function grab(width) {
  const p = await browser.newPage({ viewport: { width, height: 900 } });
  // Keep the light bar: the full one is a later swap, not the first paint.
  await p.route(/\/assets\/SearchBar-[^/]+\.js$/, (r) => r.abort());
  await p.goto(base, { waitUntil: 'networkidle' });
  // The app's own page, not the static copy it replaces.
  await p.waitForSelector('#root > main section');
  const res = await p.evaluate(() => {
    const header = document.querySelector('#root > header');
    const main = document.querySelector('#root > main');
    const container = main.firstElementChild;
    const hero = container.querySelector('section');
    const strip = (el) => {
      const c = el.cloneNode(true);
      for (const n of [c, ...c.querySelectorAll('*')]) {
        for (const a of ['aria-labelledby', 'aria-controls', 'aria-describedby', 'for']) n.removeAttribute(a);
        // The scene's gradients are referenced by id; other ids would only name the real page's nodes.
        if (!n.closest('svg')) n.removeAttribute('id');
      }
      return c;
    };
    const mainC = main.cloneNode(false); mainC.removeAttribute('id');
    const contC = container.cloneNode(false);
    contC.appendChild(strip(hero)); mainC.appendChild(contC);
    const classes = new Set();
    for (const el of [header, hero, ...header.querySelectorAll('*'), ...hero.querySelectorAll('*'), main, container]) for (const c of el.classList) classes.add(c);
    const uses = (sel) => [...classes].some((c) => new RegExp(`\\.${c.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(sel));
    // Each rule it needs as a block of its own, wrapped in the conditions it sits in, so that the
    // two widths' lists can be merged rule by rule without breaking a condition's braces.
    const walk = (rules, wrap = (t) => t) => {
      const out = [];
      for (const r of rules) {
        if (r instanceof CSSStyleRule) { if (uses(r.selectorText)) out.push(wrap(r.cssText)); }
        else if (r instanceof CSSMediaRule || r instanceof CSSSupportsRule || (window.CSSContainerRule && r instanceof CSSContainerRule)) {
          const head = r.cssText.slice(0, r.cssText.indexOf('{'));
          out.push(...walk(r.cssRules, (t) => wrap(`${head}{ ${t} }`)));
        }
      }
      return out;
    };
    const css = [];
    // Every rule the copy uses, the entry's too: `/` inlines the entry's stylesheets, so they have no
    // href to tell them apart by, and a self-contained copy cannot go stale against them.
    for (const sh of document.styleSheets) {
      try { css.push(...walk(sh.cssRules)); } catch {}
    }
    const searchBox = mainC.querySelector('section > div:last-child > div:last-child');
    return { header: strip(header).outerHTML, main: mainC.outerHTML, css, search: searchBox ? searchBox.innerHTML : '' , searchClass: searchBox?.className };
  });
  await p.close();
  return res;
}
const desk = await grab(1280);
const phone = await grab(390);
await browser.close();
if (desk.header !== phone.header) console.warn('header markup differs between widths; using the desktop one');
// One hero, both bars: CSS picks the one the app would render at this width (PHONE_QUERY).
const marker = `<div class="${desk.searchClass}">`;
if (!desk.main.includes(marker + desk.search)) throw new Error('search box not found in hero markup');
const main = desk.main.replace(marker + desk.search, `${marker}<div class="shell-desk">${desk.search}</div><div class="shell-phone">${phone.search}</div>`);
const css = [...new Set([...desk.css, ...phone.css])].join('\n');
const html = `<div class="shell" inert aria-hidden="true"><style>
${css}
@media (max-width: 743.98px) { .shell-desk { display: none; } }
@media not (max-width: 743.98px) { .shell-phone { display: none; } }
</style>${desk.header}${main}</div>`;
fs.writeFileSync(out, `<!-- Generated from the built app; src/server/web/gen-landing-shell.mjs (header and hero of \`/\`, both widths). Regenerate after changing them; do not edit by hand. -->\n${html}\n`);
console.log('wrote', String(out), html.length, 'chars');

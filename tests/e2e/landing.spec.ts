import { test, expect } from './fixtures';

test('the landing page paints its header and hero before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('Stays run by your community, not a platform')).toBeVisible();
  await expect(page.getByText('Log in').first()).toBeVisible();
  // The copy is generated from the built app (gen-landing-shell.mjs); after a change to the header
  // or hero its class names go stale and it paints unstyled. Every class must have its rules.
  const unstyled = await page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const r of Array.from(rules)) {
        if (r instanceof CSSStyleRule) selectors.push(r.selectorText);
        if ('cssRules' in r) walk((r as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const all = selectors.join(' ');
    const classes = new Set([...document.querySelectorAll('.shell *')].flatMap((e) => [...e.classList]));
    // lucide-* only names the icon drawn.
    return [...classes].filter((c) => !c.startsWith('lucide') && !new RegExp(`\\.${c}(?![\\w-])`).test(all));
  });
  expect(unstyled).toEqual([]);
  // The app is not in the page: a loader fetches it once this paint is on screen.
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src')));
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/paint-first-[\w-]+\.js$/)]);
  // And it is laid out as the app lays it out, so nothing jumps when the app takes over. (The copy
  // is hidden from assistive tech, hence CSS locators.)
  const box = async (p: typeof page) => ({
    title: await p.locator('h1').first().boundingBox(),
    search: await p.locator('form[role="search"]').filter({ visible: true }).first().boundingBox(),
    signUp: await p.locator('header a[href="/signup"]').filter({ visible: true }).first().boundingBox(),
  });
  const painted = await box(page);
  await context.close();
  const app = await browser.newPage();
  await app.goto('/');
  await expect(app.getByRole('combobox', { name: 'Where' })).toBeVisible();
  await expect(app.locator('.shell')).toHaveCount(0);
  await expect(app.locator('form[role="search"]').filter({ visible: true })).toHaveCount(1);
  // The header's "Sign up" shows once the app knows the visitor is not signed in (its session
  // answer); on a loaded machine that came after the search form, and measuring then found none.
  await expect(app.locator('header a[href="/signup"]').filter({ visible: true })).toHaveCount(1);
  // A part the app swaps for its live version as its code arrives (widgets load on demand) has no
  // box for a moment: measure again until each part is on screen, then compare.
  let live: Awaited<ReturnType<typeof box>> | undefined;
  await expect.poll(async () => Object.values((live = await box(app))).every(Boolean)).toBe(true);
  for (const k of ['title', 'search', 'signUp'] as const) {
    for (const d of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(painted[k]![d] - live![k]![d]), `${k}.${d}`).toBeLessThan(3);
  }
  await app.close();
});

test('the app takes over from the first paint and brings in the rest of the page without scrolling', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Where' })).toBeVisible();
  await expect(page.locator('.shell')).toHaveCount(0);
  // Below the fold, each part arrives in a quiet moment, so people who jump by headings find them.
  for (const name of ['Explore destinations', 'Guest favourites', 'How Roost works', 'Become a host', 'Why Roost']) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeAttached();
  }
  // A featured stay's own carousel works as soon as someone reaches for it.
  const favourites = page.getByRole('region', { name: 'Guest favourites' });
  const card = favourites.getByRole('region', { name: /photo/i }).first();
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await card.getByRole('button', { name: 'Next photo' }).click();
  await expect(card.getByRole('group', { name: /^2 of \d+$/ })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Previous photo' })).toBeVisible();
});

test('a place typed into the light search bar as the full one arrives is kept, focused and suggested', async ({ page }) => {
  // The full bar's code, with a few more lines run as it arrives: someone clicks into the light
  // bar's Where and types just as the full bar is about to replace it.
  const typeBeforeTheSwap = `{
    document.getElementById('light-where').focus();
    document.execCommand('insertText', false, 'Montevideo');
  }`;
  await page.route(/\/assets\/SearchBar-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n${typeBeforeTheSwap}` });
  });
  await page.goto('/');
  await expect(page.locator('#light-where')).toHaveCount(0);
  const where = page.getByRole('combobox', { name: 'Where' });
  await expect(where).toBeFocused();
  await expect(where).toHaveValue('Montevideo');
  await expect(page.getByRole('option', { name: /Montevideo/ }).first()).toBeVisible();
});

import { test, expect, montevideoListing } from './fixtures';
import { newVerifiedMember } from './mailbox';

// Issue 13 §6: English and Spanish, the language chosen from the member's setting, else the
// browser's, with a switcher in the footer; no flash of English for a Spanish browser
// (docs/decisions/0034-languages.md).

const SPANISH_TITLE = 'Alojamientos gestionados por tu comunidad, no por una plataforma';
const ENGLISH_TITLE = 'Stays run by your community, not a platform';

test('`/` for a browser that prefers Spanish is painted in Spanish by the server', async ({ request }) => {
  const es = await (await request.get('/', { headers: { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.8' } })).text();
  // Spanish words, with the browser's region for dates and money.
  expect(es).toContain('<html lang="es-ES" dir="ltr">');
  expect(es).toContain(SPANISH_TITLE);
  expect(es).not.toContain(ENGLISH_TITLE);
  // English stays the static copy it was, in English.
  const en = await (await request.get('/', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } })).text();
  expect(en).toContain('<html lang="en" dir="ltr">');
  expect(en).toContain(ENGLISH_TITLE);
  // A language the site does not have falls back to English.
  expect(await (await request.get('/', { headers: { 'Accept-Language': 'de-DE' } })).text()).toContain('<html lang="en"');
});

test('a Spanish browser sees Spanish from the first paint on; the footer switches language in place and remembers it', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  // Any English title on screen at any moment, from the first byte to the live page, is a flash.
  await page.addInitScript((english) => {
    const w = window as unknown as { flashes: number };
    w.flashes = 0;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(english)) w.flashes++;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, ENGLISH_TITLE);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: SPANISH_TITLE })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  const language = page.getByRole('combobox', { name: 'Idioma' });
  await expect(language).toHaveValue('es');
  // The app is live and still Spanish (the Spanish words came before it took the paint over).
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { flashes: number }).flashes)).toBe(0);

  // In place: the same document (the marker survives), now English.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH_TITLE })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  // Remembered for this browser: the next page is English although the browser prefers Spanish.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH_TITLE })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await context.close();
});

test('a member’s language follows them to another browser', async ({ browser }) => {
  const first = await browser.newContext({ locale: 'en-US' });
  const page = await first.newPage();
  const member = await newVerifiedMember(page, 'Lucía Ortega');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect.poll(async () => (await (await page.request.get('/api/v1/me')).json()).locale).toBe('es');
  await first.close();

  // Another browser, in English, with no cookie: once signed in, the member's pages are Spanish.
  const second = await browser.newContext({ locale: 'en-US' });
  const other = await second.newPage();
  const res = await other.request.post('/api/auth/sign-in/email', { data: { email: member.email, password: member.password } });
  expect(res.ok()).toBe(true);
  const html = await (await other.request.get('/trips')).text();
  expect(html).toContain('<html lang="es"');
  await other.goto('/trips');
  await expect(other.getByRole('heading', { level: 1, name: 'Viajes' })).toBeVisible();
  await expect(other.getByRole('combobox', { name: 'Idioma' }).last()).toHaveValue('es');
  // /account holds the setting; going back to the browser's language makes this English browser English.
  await other.goto('/account');
  const setting = other.locator('#account-language');
  await expect(setting).toHaveValue('es');
  await setting.selectOption('');
  await expect(other.getByRole('heading', { name: 'Language' }).first()).toBeVisible();
  await expect(other.getByRole('status')).toHaveText('Your language is saved.');
  await expect.poll(async () => (await (await other.request.get('/api/v1/me')).json()).locale).toBeNull();
  await second.close();
});

test('a listing in Spanish: words, dates and money in the reader’s language', async ({ browser, page }) => {
  const listing = await montevideoListing(page);
  const context = await browser.newContext({ locale: 'es-ES' });
  const es = await context.newPage();
  await es.goto(`/listings/${listing.id}`);
  await expect(es.getByRole('heading', { name: 'Qué ofrece este alojamiento' })).toBeVisible();
  await expect(es.getByRole('heading', { name: 'Normas de la casa' })).toBeVisible();
  // Spanish money puts the sign after the amount.
  await expect(es.locator('main').getByText(/\d\s?€/).first()).toBeVisible();
  await context.close();
});

test('Spanish fits a 360 px phone: no page is wider in Spanish than in English (screenshots to look at)', async ({ browser, page }) => {
  const listing = await montevideoListing(page);
  const phone = { viewport: { width: 360, height: 780 } };
  const [enContext, esContext] = await Promise.all([browser.newContext({ ...phone, locale: 'en-US' }), browser.newContext({ ...phone, locale: 'es-ES' })]);
  const [en, es] = await Promise.all([enContext.newPage(), esContext.newPage()]);
  const width = async (p: typeof en, path: string) => {
    await p.goto(path);
    await p.waitForLoadState('networkidle');
    return p.evaluate(() => document.documentElement.scrollWidth);
  };
  for (const [shot, path] of [['landing', '/'], ['search', '/s?place=Montevideo'], ['listing', `/listings/${listing.id}`], ['signup', '/signup']] as const) {
    // English sets the bar (the search page's chip row is 370 px wide at 360 in English too).
    const english = await width(en, path);
    expect(await width(es, path), path).toBeLessThanOrEqual(Math.max(360, english));
    await expect(es.locator('html')).toHaveAttribute('lang', 'es-ES');
    await es.screenshot({ path: `test-results/languages/es-${shot}-phone.png`, fullPage: shot !== 'search' });
  }
  await Promise.all([enContext.close(), esContext.close()]);
});

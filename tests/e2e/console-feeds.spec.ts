import type { BrowserContext } from '@playwright/test';
import { expect, montevideoListing, test } from './fixtures';
import { airbnbFeed, feedServer } from './hostCalendar';
import { expectNoSidewaysScroll, operatorOn, scanA11y, shot } from './trust';
import { addDays, demoHostListing, HOST, PASSWORD } from './stays';

// Issue 14: the overview's "feeds failing" card leads to the console's failing calendar feeds,
// where the operator sees which listing and host a feed belongs to and why it fails, and syncs it
// again; the console speaks Spanish too. Also: the header and page titles carry the site's name
// as set in the console, and a map already on screen follows an in-place language switch.

const setLanguage = (context: BrowserContext, lang: 'en' | 'es', baseURL: string) =>
  context.addCookies([{ name: 'roost_locale', value: lang, url: baseURL }]);

test('the operator follows the failing-feeds card, reads why a feed fails, and syncs it again', async ({ page, browser, baseURL }) => {
  const today = new Date().toISOString().slice(0, 10);
  const feed = await feedServer(airbnbFeed([{ start: addDays(today, 40), endExclusive: addDays(today, 43) }]));
  const host = await browser.newContext();
  expect((await host.request.post('/api/auth/sign-in/email', { data: { email: HOST, password: PASSWORD } })).ok()).toBe(true);
  const l = await demoHostListing(page.request, host.request, true);
  const name = `Channel ${Date.now().toString(36)}`;
  feed.state.status = 503;
  const added = await host.request.post(`/api/v1/listings/${l.id}/feeds`, { data: { name, url: feed.url } });
  expect(added.status()).toBe(201);
  const feedId = (await added.json()).id as string;
  try {
    const admin = await operatorOn(browser, '/admin');
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.getByRole('link', { name: /Calendar feeds failing to sync/ }).click();
    await expect(admin).toHaveURL(/\/admin\/feeds$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Failing calendar feeds' })).toBeVisible();
    await expect(admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Calendar feeds' })).toHaveAttribute('aria-current', 'page');
    const row = admin.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(l.title);
    await expect(row).toContainText('127.0.0.1');
    await expect(row).toContainText('answered 503');
    await expect(row).toContainText('Never');
    // Only the host part of the address: its path and secret stay with the host.
    await expect(row).not.toContainText('s=7c1e9d0b5f');
    await expect(row.getByRole('link', { name: l.title })).toHaveAttribute('href', `/admin/listings?q=${l.id}`);
    await scanA11y(admin);
    await shot(admin, 'feeds-1280');

    await admin.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(admin);
    await shot(admin, 'feeds-360');

    // In Spanish, the failure is worded from the catalogue.
    await setLanguage(admin.context(), 'es', baseURL!);
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1, name: 'Calendarios importados que fallan' })).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: name })).toContainText('La dirección del calendario ha respondido con un error.');
    await expectNoSidewaysScroll(admin);
    await shot(admin, 'feeds-360-es');
    await setLanguage(admin.context(), 'en', baseURL!);
    await admin.reload();
    await admin.setViewportSize({ width: 1280, height: 900 });

    // Still failing: the toast says so, in words.
    await admin.getByRole('row').filter({ hasText: name }).getByRole('button', { name: `Sync ${name} of ${l.title} now` }).click();
    await expect(admin.getByText(`${name} still fails:`)).toBeVisible();

    // The other site answers again: a sync now fixes it and it leaves the list.
    feed.state.status = 200;
    await admin.getByRole('row').filter({ hasText: name }).getByRole('button', { name: `Sync ${name} of ${l.title} now` }).click();
    await expect(admin.getByText(`${name} synced: it works again.`)).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    // The audit log has both syncs, with what came of them.
    const audit = await (await admin.request.get(`/api/v1/admin/audit?targetType=calendar_feed&targetId=${feedId}`)).json();
    expect(audit.items.map((e: { action: string; details: { outcome: string } }) => [e.action, e.details.outcome])).toEqual([['feed.sync', 'synced'], ['feed.sync', 'failed']]);
    await admin.context().close();
  } finally {
    await host.request.delete(`/api/v1/listings/${l.id}/feeds/${feedId}`);
    await host.close();
    await feed.close();
  }
});

test('the header, the page title and the served HTML carry the site name set in the console', async ({ page, browser }) => {
  const admin = await operatorOn(browser, '/admin/settings');
  const patch = (siteName: string) => admin.request.patch('/api/v1/admin/settings', { data: { siteName } });
  const before = (await (await admin.request.get('/api/v1/admin/settings')).json()).settings.siteName as string;
  try {
    expect((await patch('Casa Norte')).ok()).toBe(true);
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Casa Norte home' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Casa Norte');
    await expect(page).toHaveTitle(/· Casa Norte$/);
    const html = await (await page.request.get('/', { headers: { 'Accept-Language': 'en' } })).text();
    expect(html).toMatch(/<title>Casa Norte — /);
    expect(html).toMatch(/<span class="[^"]*wordmark[^"]*">Casa Norte<\/span>/);
    await shot(page, 'header-site-name-1280', false);
  } finally {
    expect((await patch(before)).ok()).toBe(true);
    await admin.context().close();
  }
});

test('a map already on screen names its own buttons in the language chosen in the footer', async ({ page }) => {
  const l = await montevideoListing(page);
  await page.goto(`/listings/${l.id}`);
  await page.locator('#location').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(page.getByRole('button', { name: 'Acercar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alejar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
});

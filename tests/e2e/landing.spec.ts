import { test, expect } from './fixtures';

test('the landing page paints its header and hero before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('Stays run by your community, not a platform')).toBeVisible();
  await expect(page.getByText('Log in').first()).toBeVisible();
  // The app is not in the page: a loader fetches it once this paint is on screen.
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => e.getAttribute('src')));
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/paint-first-[\w-]+\.js$/)]);
  await context.close();
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

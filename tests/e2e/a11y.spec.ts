import { test, expect, montevideoListing } from './fixtures';
import { expectNoSeriousViolations } from './axe';

test('the landing page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Where' })).toBeVisible();
  // The whole page, with the parts below the fold that arrive after the first render.
  await expect(page.getByRole('heading', { name: 'Why Roost', level: 2 })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Guest favourites' }).getByRole('link').first()).toBeAttached();
  await expectNoSeriousViolations(page);
});

test('the search page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/s?place=Montevideo&bbox=-56.30,-34.95,-56.00,-34.80');
  await expect(page.getByRole('region', { name: /photo/i }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a listing page has no serious or critical accessibility violations', async ({ page }) => {
  const l = await montevideoListing(page);
  await page.goto(`/listings/${l.id}/${l.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show all photos' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

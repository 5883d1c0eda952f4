import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// Issue 15 §1: the API reference at /api/docs (Swagger UI, bundled) opens on its groups, reads
// in order for assistive technology, and a deep link to an operation opens it.

test('the footer leads to the API reference, which opens on its groups and keeps deep links', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);

  // The outline: the document's title, a heading over the operations, then one heading per group.
  await expect(page.getByRole('heading', { level: 1, name: /Roost API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Operations' })).toBeAttached();
  const groups = page.locator('h3.opblock-tag');
  await expect(groups.first()).toContainText('Stays');
  expect(await groups.allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Bookings/), expect.stringMatching(/^Hosting/), expect.stringMatching(/^Operators/)]));
  // No heading skips a level (axe calls that moderate, so its check below would let it through).
  const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  expect(levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)).toEqual([]);

  // Closed at first: a group's operations are drawn when it is opened.
  await expect(page.locator('[id^="operations-Stays-"]')).toHaveCount(0);

  // WCAG 2.2 AA, target size included: nothing serious or critical in Swagger UI's markup as Roost serves it.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html.slice(0, 120)}`)).toEqual([]);

  // Opening a group and an operation puts the operation's deep link in the address bar…
  await groups.filter({ hasText: /^Stays/ }).click();
  const quote = page.locator('#operations-Stays-getListingsByIdQuote');
  await quote.getByRole('button', { name: /^GET \/api\/v1\/listings\/\{id\}\/quote/ }).click();
  await expect(page).toHaveURL(/#\/Stays\/getListingsByIdQuote$/);
  await expect(quote.getByText('The price of a stay, or why it cannot be booked')).toBeVisible();

  // …and that link, opened afresh, shows the operation open.
  await page.goto('/api/docs#/Stays/getListingsByIdQuote');
  await expect(page.locator('#operations-Stays-getListingsByIdQuote .opblock-body')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#operations-Stays-getListingsByIdQuote tr[data-param-name="checkin"]')).toBeVisible();
});

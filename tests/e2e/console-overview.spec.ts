import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

// Issue 14 Overview: the operator opens /admin and sees what needs attention and the demo's figures,
// each chart with its table (the figures themselves are checked on both engines in
// tests/integration/console-overview.test.ts).

/** A full-page picture with the sticky header in its place (not painted over the middle of the page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true, style: 'header { position: relative !important; }' });
}

const ADMIN = { email: 'admin@demo.roost.test', password: 'roost-demo-2026' };

test('the operator sees what needs attention and the figures, each chart with its table', async ({ page }) => {
  const res = await page.request.post('/api/auth/sign-in/email', { data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page).toHaveTitle(/^Overview · /);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link').first()).toHaveText('Overview');
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

  // The attention strip: four cards; those with a console page link to it.
  const strip = page.getByRole('region', { name: 'Needs attention' });
  await expect(strip.getByRole('listitem')).toHaveCount(4);
  await expect(strip.getByRole('link', { name: /Listings waiting for review/ })).toHaveAttribute('href', '/admin/review');
  await expect(strip.getByRole('link', { name: /Open reports/ })).toHaveAttribute('href', '/admin/reports');
  await expect(strip.getByText('Requests expiring within 24 hours')).toBeVisible();

  // Charts (uPlot draws on a canvas) with a table behind each, read by screen readers even while hidden.
  for (const name of ['Listings by status now', 'New members', 'Bookings made', 'Booking value', 'Occupancy', 'Requests answered in time']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
    await expect(page.getByRole('table', { name })).toHaveCount(1);
  }
  // The demo has published listings: the status chart is drawn and its table says how many.
  const statusCard = page.getByRole('region', { name: 'Listings by status now' });
  const drawing = statusCard.locator('canvas').first();
  await expect(drawing).toBeVisible();
  const published = statusCard.getByRole('row', { name: /^Published/ }).getByRole('cell');
  expect(Number(await published.textContent())).toBeGreaterThan(0);
  // Pointing at a bar shows its figure: the middle of the plot (uPlot's .u-over, the canvas less
  // its axes) is the third of five statuses, Published.
  const box = (await statusCard.locator('.u-over').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(statusCard.getByText(`Published: ${(await published.textContent())!}`)).toBeVisible();
  // Twelve weeks by default, one row each.
  await expect(page.getByRole('table', { name: 'New members' }).locator('tbody tr')).toHaveCount(12);

  // "Show the figures" reveals the table; the axe scan runs with one open.
  const bookings = page.getByRole('region', { name: 'Bookings made' });
  const toggle = bookings.getByRole('button', { name: 'Show the figures' });
  await toggle.click();
  await expect(bookings.getByRole('button', { name: 'Hide the figures' })).toHaveAttribute('aria-expanded', 'true');
  await expect(bookings.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'overview-1280');

  // A longer period: 26 rows.
  await page.getByLabel('Period').selectOption('26');
  await expect(page).toHaveURL(/weeks=26/);
  await expect(page.getByRole('table', { name: 'New members' }).locator('tbody tr')).toHaveCount(26);

  // Phones: no sideways scrolling at 360 px.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Occupancy' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'overview-390');
});

test('members who are not operators do not get the Overview', async ({ page }) => {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email: 'host@demo.roost.test', password: ADMIN.password } });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Operators only' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Needs attention' })).toHaveCount(0);
});

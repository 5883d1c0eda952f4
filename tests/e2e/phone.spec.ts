import { test, expect } from './fixtures';

// Runs in the "phone" project (390 × 844, touch) — see playwright.config.ts.
test('@phone on a phone the search page toggles between list and map, and carousels swipe', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Where to\?/ }).click();
  const where = page.getByRole('combobox', { name: 'Where' });
  await where.fill('Montevideo');
  await page.getByRole('option', { name: /Montevideo/ }).first().click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/s\?.*bbox=/);

  const carousels = page.getByRole('region', { name: /photo/i });
  await expect(carousels.first()).toBeVisible();
  // The page never scrolls sideways at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Nor at 360 px, where every screen must work (the page numbers at the end were 370 px wide).
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 390, height: 844 });

  // Swipe the first card's photos.
  const first = carousels.first();
  const box = (await first.boundingBox())!;
  const y = box.y + box.height / 2;
  // A carousel starts when it is reached (ui/useEmblaWhenReached.ts): in a quiet moment, or when a
  // finger lands on it, and a swipe that began before it started is not seen. On a busy machine
  // the quiet moment may not have come yet, so swipe again as a person would.
  await expect(async () => {
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.15, y, { steps: 5 });
    await page.mouse.up();
    await expect(first.getByRole('group', { name: /^2 of \d+/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await expect(carousels.first()).toBeHidden();
  await page.getByRole('button', { name: 'Show list' }).click();
  await expect(carousels.first()).toBeVisible();

  // A listing on a phone: the bottom bar carries the price and the booking button.
  await carousels.first().click();
  await expect(page).toHaveURL(/\/listings\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// A card's carousel starts in a quiet moment once near the screen, or when touched
// (ui/useEmblaWhenReached.ts); a swipe that began before it started must still move it.
test('@phone a swipe on a card whose carousel has not started yet moves to its next photo', async ({ page }) => {
  // A phone too busy for a quiet moment: no carousel starts by itself, only when a finger lands.
  await page.addInitScript(() => { window.requestIdleCallback = () => 0; });
  await page.goto('/s?bbox=-56.3,-34.95,-56.05,-34.83');
  const first = page.getByRole('region', { name: /photo/i }).first();
  await expect(first.getByRole('group', { name: /^1 of \d+/ })).toBeVisible();
  const box = (await first.boundingBox())!;
  const y = box.y + box.height / 2;
  // One real touch swipe, right to left (the browser's own touch events, not a mouse).
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', f = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + box.width * f, y }] });
  await touch('touchStart', 0.8);
  for (const f of [0.7, 0.55, 0.4, 0.25, 0.15]) await touch('touchMove', f);
  await touch('touchEnd');
  await expect(first.getByRole('group', { name: /^2 of \d+/ })).toBeVisible();
  // Not a press on the photo: the page stays where it was.
  await expect(page).toHaveURL(/\/s\?/);
});

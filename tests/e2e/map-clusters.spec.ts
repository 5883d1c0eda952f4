import type { Locator } from '@playwright/test';
import { pinsInFrame, zoomToPins } from './mapPins';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';

/** Pairs of the drawn clusters whose boxes intersect (at world zoom the server's cells' clusters
 * can sit a few pixels apart: the map draws those as one, map/clusterPlacement.ts). */
async function overlapping(clusters: Locator) {
  const boxes = await clusters.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  const pairs: string[] = [];
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b, j) => {
    if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) pairs.push(`${i}×${i + 1 + j}`);
  }));
  return pairs;
}

// A box with more matches than the server's pin limit gets clusters instead of price pins
// (docs/decisions/0037-search-at-a-million.md). The journeys' server sets MAP_PIN_LIMIT=200
// (playwright.config.ts): the demo's 300 stays on the whole map come as clusters, a city's as pins.
test('the whole map shows the server’s clusters with their counts; pressing one zooms in to price pins', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/s?bbox=-180,-85,180,85');
  const clusters = page.getByRole('button', { name: /stays? here, zoom in/ });
  await expect(clusters.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Too many stays to show one by one')).toBeVisible();
  await expect(page.getByRole('button', { name: /per night/ })).toHaveCount(0);
  // Largest first: the Río de la Plata's (Montevideo and Buenos Aires), its count on the circle.
  const biggest = clusters.first();
  const count = Number(/^(\d+) stays/.exec((await biggest.getAttribute('aria-label'))!)![1]);
  expect(count).toBeGreaterThan(100);
  await expect(biggest).toHaveText(String(count));
  // No two drawn on top of each other, and every stay still counted in one of them.
  expect(await overlapping(clusters)).toEqual([]);
  const labels = await clusters.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const shown = labels.reduce((n, l) => n + Number(/^(\d+) stays?/.exec(l)![1]), 0);
  expect(shown).toBe(Number(/^(\d+) stays/.exec((await page.getByRole('heading', { level: 1 }).textContent())!)![1]));
  await expectNoSeriousViolations(page);

  // The smallest cluster is one town's stays: the map fits them and the search follows, every one
  // of them as pins. (The biggest spans two cities across the river: zooming in on its middle
  // finds water.)
  const smallest = clusters.last();
  const few = Number(/^(\d+) stays?/.exec((await smallest.getAttribute('aria-label'))!)![1]);
  expect(few).toBeLessThan(count);
  const before = new URL(page.url()).searchParams.get('bbox');
  await smallest.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('bbox'), { timeout: 15_000 }).not.toBe(before);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${few} stays?`), { timeout: 15_000 });
  await expect(clusters).toHaveCount(0);
  await expect(page.getByText('Too many stays to show one by one')).toBeHidden();
  // Where prices crowd, MapLibre still groups them on the map; zooming in shows them.
  await expect(await zoomToPins(page)).toBeVisible();
});

test('@phone on a phone the whole map’s clusters are not drawn on top of each other', async ({ page }) => {
  await page.goto('/s?bbox=-180,-85,180,85');
  await page.getByRole('button', { name: 'Show map' }).click();
  const clusters = page.getByRole('button', { name: /stays? here, zoom in/ });
  await expect(clusters.first()).toBeVisible({ timeout: 30_000 });
  expect(await overlapping(clusters)).toEqual([]);
});

test('a neighbourhood’s stays show as price pins, not only as clusters', async ({ page }) => {
  // Three zoom steps in from Montevideo's box: 42 demo stays. With MapLibre's old cluster radius
  // (48 px) every one of them was in a cluster of two to ten; a guest saw no price at all.
  await page.goto('/s?bbox=-56.21361,-34.93123,-56.16271,-34.87558');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\d+ stays? in the map area/);
  await expect.poll(async () => (await pinsInFrame(page)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
});

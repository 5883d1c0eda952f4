import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { accountMenu } from './member';

// Issue 14's console: the review queue and the audit log, as the demo's operator uses them.
// The demo runs LISTING_REVIEW=auto, so nothing waits for review: the queue shows its empty state
// (the queue's rows and decisions are covered on both engines by tests/integration/admin-console.test.ts).

const ADMIN = { email: 'admin@demo.roost.test', password: 'roost-demo-2026' };
const GUEST = { email: 'guest@demo.roost.test', password: 'roost-demo-2026' };

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: who });
  expect(res.ok(), await res.text()).toBe(true);
}

test('the operator opens the console, sees the queue and filters the audit log by a link', async ({ page, baseURL }) => {
  await signIn(page, ADMIN);
  // Something of the admin's own in the log: a new draft (audited as listing.create).
  const created = await page.request.post('/api/v1/listings', { data: {}, headers: { origin: baseURL! } });
  expect(created.status(), await created.text()).toBe(201);
  const draftId = ((await created.json()) as { id: string }).id;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // /admin is the Overview (console-overview.spec.ts); the queue is one link away.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Review queue' }).click();
  await expect(page).toHaveURL(/\/admin\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Listings waiting for review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing to review' })).toBeVisible();
  await expect(page).toHaveTitle(/^Review queue · /);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('admin-queue-1280.png'), fullPage: true });

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('textbox', { name: 'Target id' }).fill(draftId);
  await page.getByRole('textbox', { name: 'Target id' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?targetId=${draftId}$`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('listing.create');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('admin-audit-1280.png'), fullPage: true });

  // The view is a link: opened afresh, it shows the same filtered rows.
  await page.goto(`/admin/audit?targetId=${draftId}`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Target id' })).toHaveValue(draftId);

  // Phones: the queue fits 360 px without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Listings waiting for review' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('admin-queue-390.png'), fullPage: true });
  await page.goto(`/admin/audit?targetId=${draftId}`);
  await expect(page.getByRole('table')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-audit-390.png'), fullPage: true });

  await page.request.delete(`/api/v1/listings/${draftId}`, { headers: { origin: baseURL! } });
});

test('a member who is not an operator gets the "Operators only" state', async ({ page }) => {
  await signIn(page, GUEST);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Operators only' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

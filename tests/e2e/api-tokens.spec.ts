import { request as playwrightRequest, type Page } from '@playwright/test';
import { newVerifiedMember } from './mailbox';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';

/** Issue 15 §2: a member makes a personal API token in /account, a script uses it, the member revokes it. */

const PASSWORD = 'tokens-Passw0rd-e2e';
const SHOTS = process.env.E2E_SHOTS_DIR;


const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('a member creates an API token by keyboard, a script uses it within its scopes, and revoking it stops it', async ({ page, baseURL }) => {
  await newVerifiedMember(page, 'Tomasa Token', PASSWORD);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('You have no API tokens.')).toBeVisible();

  // Create, by keyboard only.
  await section.getByRole('button', { name: 'Create token' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create an API token' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: /Operator/ })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Give the token a name.')).toBeVisible();
  await expect(dialog.getByText('Choose at least one permission.')).toBeVisible();
  await page.keyboard.type('Nightly sync');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: /Read listings/ })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: /Manage your listings/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'In 90 days' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: 'In 30 days' })).toBeChecked();
  await shot(page, 'tokens-create-desktop');
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await dialog.getByLabel('Name').focus();
  await page.keyboard.press('Enter');

  // The secret, shown once.
  const shown = page.getByRole('dialog', { name: 'Your new token' });
  await expect(shown.getByText('you will not be able to see it again')).toBeVisible();
  const secret = (await shown.getByTestId('new-token-secret').textContent())!.trim();
  expect(secret).toMatch(/^roost_pat_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByRole('button', { name: 'Copy token' })).toBeVisible();
  await shot(page, 'tokens-secret-desktop');
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  const row = section.getByRole('listitem').filter({ hasText: 'Nightly sync' });
  await expect(row.getByText('Never used')).toBeVisible();
  await expect(row.getByText('Read listings')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // A script (no cookies) uses it.
  const script = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
  const made = await script.post('/api/v1/listings', { data: { title: 'Made by a script with a token' } });
  expect(made.status(), await made.text()).toBe(201);
  const mine = await (await script.get('/api/v1/host/listings')).json();
  expect(mine.listings.map((l: { title: string }) => l.title)).toContain('Made by a script with a token');
  const refused = await script.get('/api/v1/bookings?as=guest');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('FORBIDDEN');

  await page.reload();
  await expect(row.getByText(/^Last used/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'tokens-list-desktop');
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shot(page, 'tokens-list-360');
  await section.getByRole('button', { name: 'Create token' }).click();
  await shot(page, 'tokens-create-360');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // Revoke, confirmed.
  await row.getByRole('button', { name: 'Revoke Nightly sync' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke “Nightly sync”?' });
  await shot(page, 'tokens-revoke-360');
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Token “Nightly sync” revoked.' })).toBeVisible();
  await expect(section.getByText('You have no API tokens.')).toBeVisible();
  const after = await script.get('/api/v1/host/listings');
  expect(after.status()).toBe(401);
  expect((await after.json()).error.code).toBe('UNAUTHENTICATED');
  await script.dispose();
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

// Issue 14 Settings: an operator changes the site's settings in the console and sees them take
// effect without a restart (the site's name in the footer, sign-ups closed on /signup). Other
// journeys share this server's database: every setting changed here is put back at the end.

const ADMIN = { email: 'admin@demo.roost.test', password: 'roost-demo-2026' };

async function signIn(page: Page) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
}

type Settings = Record<string, unknown>;
let before: Settings | undefined;

/** Puts back what this journey changed, as it was in effect before. */
async function restore(request: APIRequestContext) {
  if (!before) return;
  const res = await request.patch('/api/v1/admin/settings', {
    data: { siteName: before.siteName, signupsOpen: before.signupsOpen, serviceFeePercent: before.serviceFeePercent },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('an operator renames the site, closes sign-ups after confirming, and both take effect at once', async ({ page, browser }) => {
  await signIn(page);
  before = (await (await page.request.get('/api/v1/admin/settings')).json()).settings;
  try {
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Site name' });
    await expect(name).toHaveValue(String(before!.siteName));
    await expectNoSeriousViolations(page);

    // The form checks with the contract's schema: a fee over 50 % is refused beside the field.
    const fee = page.getByRole('textbox', { name: 'Guest service fee' });
    await fee.fill('60');
    await fee.press('Tab');
    await expect(page.getByText('The service fee can be at most 50 %.')).toBeVisible();
    await expect(fee).toHaveAttribute('aria-invalid', 'true');
    await fee.fill(String(before!.serviceFeePercent));

    // By keyboard: type the new name and press Enter to save.
    await name.fill('Casa Playwright');
    await name.press('Enter');
    await expect(page.getByText('Settings saved. They are in effect now.')).toBeVisible();
    await expect(page.getByText(/^Last saved on .* by /)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath('settings-1280.png'), fullPage: true });

    // Everyone sees the new name, without a restart.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('contentinfo').getByText('Casa Playwright', { exact: true })).toBeVisible();

    // Closing sign-ups asks first; cancelling changes nothing.
    const signups = page.getByRole('switch', { name: 'New members may sign up' });
    await expect(signups).toBeChecked();
    await signups.focus();
    await page.keyboard.press('Space');
    await expect(signups).not.toBeChecked();
    await page.getByRole('button', { name: 'Save settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close sign-ups?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await (await page.request.get('/api/v1/config')).json()).signupsOpen).toBe(true);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('dialog', { name: 'Close sign-ups?' }).getByRole('button', { name: 'Close sign-ups and save' }).click();
    await expect(page.getByText('Settings saved. They are in effect now.').first()).toBeVisible();

    await visitor.goto('/signup');
    await expect(visitor.getByText('Sign-ups are closed on this site for now.')).toBeVisible();
    await expect(visitor.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expectNoSeriousViolations(visitor);
    await visitorContext.close();

    // The audit log has the change with its before and after.
    const audit = await (await page.request.get('/api/v1/admin/audit?targetType=settings&limit=2')).json();
    expect(audit.items[0]).toMatchObject({ action: 'settings.update', details: { before: { signupsOpen: true }, after: { signupsOpen: false } } });
  } finally {
    await restore(page.request);
  }
});

test('the settings screen fits a phone and is used by keyboard @phone', async ({ page }) => {
  await signIn(page);
  before = (await (await page.request.get('/api/v1/admin/settings')).json()).settings;
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: test.info().outputPath('settings-390.png'), fullPage: true });
    // A blank number is refused by the form, beside its field, and nothing is sent.
    const hours = page.getByRole('textbox', { name: 'Time to answer a request' });
    await hours.fill('');
    await page.getByRole('button', { name: 'Save settings' }).press('Enter');
    await expect(hours).toBeFocused();
    await expect(page.getByText('Enter a number.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo changes' }).click();
    await expect(hours).toHaveValue(String(before!.requestExpiryHours));
    await expectNoSeriousViolations(page);
  } finally {
    await restore(page.request);
  }
});

import type { Browser, Page } from '@playwright/test';
import { newVerifiedMember } from './mailbox';
import { test, expect } from './fixtures';
import { accountMenu, logOut } from './member';
import { expectNoSeriousViolations } from './axe';
import { totp } from './totp';

const PASSWORD = 'account-Passw0rd-e2e';

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A page in a fresh browser context for a step that is meant to fail: the browser logs the
 * refused request (4xx) as a console error, which the guarded `page` would count as a problem.
 */
async function pageExpecting(browser: Browser, status: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const unexpected: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !m.text().includes(`status of ${status}`) && unexpected.push(m.text()));
  page.on('pageerror', (e) => unexpected.push(e.message));
  return { page, unexpected, close: () => context.close() };
}

/** The code an authenticator app shows now, but never `used` again: wait for the next 30 s step if needed. */
async function freshCode(secret: string, used: Set<string>) {
  for (;;) {
    const code = totp(secret);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

test('the TOTP helper matches the RFC 6238 test vectors', () => {
  const key = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // ASCII "12345678901234567890"
  expect(totp(key, 59_000, 30, 8)).toBe('94287082');
  expect(totp(key, 1_111_111_109_000, 30, 8)).toBe('07081804');
  expect(totp(key, 2_000_000_000_000, 30, 8)).toBe('69279037');
});

test('two-factor sign-in: turn it on, log in with a code, then with a backup code that works only once', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = (await newVerifiedMember(page, 'Grace Hopper', PASSWORD)).email;

  await page.goto('/account/security');
  const tfa = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(tfa.getByText('Off', { exact: true })).toBeVisible();

  // The current session is listed as this device.
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.getByText(/Last active (now|\d+ (second|minute)s? ago)/).first()).toBeVisible();

  // Turn on: the password first, then a QR code and the key in text.
  await tfa.getByRole('button', { name: 'Turn on' }).click();
  await tfa.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await tfa.getByRole('button', { name: 'Continue' }).click();
  await expect(tfa.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await tfa.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // As-you-type validation of the code, then the real one.
  const used = new Set<string>();
  const codeField = tfa.getByLabel('Authentication code');
  await codeField.fill('12');
  await codeField.blur();
  await expect(tfa.getByText('Enter the 6 digits from your app.')).toBeVisible();
  await codeField.fill(await freshCode(secret, used));
  await tfa.getByRole('button', { name: 'Verify' }).click();

  // Backup codes: shown once, with a warning, downloadable.
  await expect(tfa.getByRole('heading', { name: 'Your backup codes' })).toBeVisible();
  await expect(tfa.getByText(/Keep these codes somewhere safe/)).toBeVisible();
  const codes = (await tfa.getByRole('list', { name: 'Your backup codes' }).getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(codes.length).toBeGreaterThanOrEqual(8);
  const downloading = page.waitForEvent('download');
  await tfa.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('roost-backup-codes.txt');
  const file = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  for (const c of codes) expect(file).toContain(c);
  await tfa.getByRole('button', { name: 'I saved my codes' }).click();
  await expect(tfa.getByText('On', { exact: true })).toBeVisible();
  await expect(tfa.getByRole('button', { name: 'Turn off' })).toBeVisible();
  const backup = codes[0];

  // Log out, log in: the password alone is not enough; a fresh code from the app is.
  await logOut(page);
  await logIn(page, email);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  await page.getByLabel('Authentication code').fill(await freshCode(secret, used));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(accountMenu(page)).toBeVisible();

  // Again, with a backup code instead.
  await logOut(page);
  await logIn(page, email);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backup);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(accountMenu(page)).toBeVisible();
  await logOut(page);

  // The same backup code a second time is refused (in a page where the refused request may be logged).
  const other = await pageExpecting(browser, 400);
  await logIn(other.page, email);
  await other.page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await other.page.getByLabel('Backup code').fill(backup);
  await other.page.getByRole('button', { name: 'Verify' }).click();
  await expect(other.page.getByText('That backup code is not right, or it was used already.')).toBeVisible();
  await expect(accountMenu(other.page)).toHaveCount(0);
  expect(other.unexpected).toEqual([]);
  await other.close();
});

test('profile: edit name and about, validation as you type, unverified badge absent once confirmed', async ({ page }) => {
  await newVerifiedMember(page, 'Ada Lovelace', PASSWORD);
  await page.goto('/account');
  await expect(page.getByRole('link', { name: 'Login & security', exact: true })).toBeVisible();
  const name = page.getByLabel('Name');
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(page.getByText('Email not confirmed')).toHaveCount(0);
  await name.fill('');
  await name.blur();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await name.fill('Ada King');
  await page.getByLabel('About you').fill('Mathematician, likes cabins by the sea.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Ada King');
  await expect(page.getByLabel('About you')).toHaveValue('Mathematician, likes cabins by the sea.');
  await expect(accountMenu(page)).toContainText('Ada King');
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Login & security', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Active sessions' }).getByText('This device')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('delete account: the dialog explains, asks for the password and consent; afterwards logging in is refused', async ({ page, browser }) => {
  const email = (await newVerifiedMember(page, 'Temporary Member', PASSWORD)).email;
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(/Bookings and reviews stay/)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete account', exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByText('I understand that this cannot be undone').click();
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account is deleted.' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);

  const other = await pageExpecting(browser, 401);
  await logIn(other.page, email);
  await expect(other.page.getByRole('alert')).toContainText('That email and password do not match an account.');
  await expect(accountMenu(other.page)).toHaveCount(0);
  expect(other.unexpected).toEqual([]);
  await other.close();
});

test('account pages fit a 360 px phone without sideways scrolling @phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email: 'guest@demo.roost.test', password: 'roost-demo-2026' } });
  expect(res.ok(), await res.text()).toBe(true);
  for (const path of ['/account', '/account/security']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Account settings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Delete account', exact: true });
  await expect(confirm).toBeInViewport({ ratio: 1 });
});

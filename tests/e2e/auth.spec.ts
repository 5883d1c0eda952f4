import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '../../src/domain/dates';
import { followMailedLink } from './mailbox';
import { test, expect, montevideoListing } from './fixtures';
import { accountMenu, logOut } from './member';
import { totp } from './totp';

const DEMO_GUEST = { email: 'guest@demo.roost.test', password: 'roost-demo-2026' };


/** Three free nights at a listing, so its booking box prices them without an error. */
async function freeStay(request: APIRequestContext, id: string) {
  const detail = await (await request.get(`/api/v1/listings/${id}`)).json();
  const from = addDays(detail.today, 20);
  const a = await (await request.get(`/api/v1/listings/${id}/availability?from=${from}&to=${addDays(from, 60)}`)).json();
  const n = Math.max(3, a.minNights);
  for (let i = 0; i + n <= a.nights.length; i++) {
    if (a.nights.slice(i, i + n).every((x: { available: boolean }) => x.available)) return { checkin: a.nights[i].date as string, checkout: addDays(a.nights[i].date, n) };
  }
  throw new Error('no free stay found');
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a new member signs up, confirms their email, logs out and in, and resets a forgotten password', async ({ page, browser }) => {
  test.setTimeout(150_000); // a dozen password hashes and two mails on a busy machine
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const first = 'first-Passw0rd-e2e';
  const second = 'second-Passw0rd-e2e';

  // Sign up on the way to a page that needs an account: as-you-type validation after the first
  // blur, then "check your email" naming the address.
  await page.goto('/signup?returnTo=%2Faccount%3Ftab%3Dprofile');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Password', { exact: true }).fill(first);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend email' })).toBeVisible();

  // The e-mailed link confirms the address and signs in.
  await followMailedLink(page, email, '/verify-email');
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();
  // Continue goes where they were headed before they left for their inbox.
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account\?tab=profile$/);

  // The account menu holds the member's places and Log out.
  await accountMenu(page).click();
  for (const name of ['Trips', 'Wishlists', 'Hosting', 'Account', 'Log out']) await expect(page.getByRole('menuitem', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await logOut(page);

  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, first);
  await expect(accountMenu(page)).toBeVisible();
  await logOut(page);

  // Forgot password: the same answer whoever asks, then the mailed link sets a new one.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that address, we sent a link')).toBeVisible();

  await followMailedLink(page, email, '/reset-password');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(second);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();

  // The old password is refused. A failed request is logged by the browser as a console error, which
  // the guarded page must never show: this attempt runs in a second window with its own check.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const refused = await other.newPage();
  const unexpected: string[] = [];
  refused.on('console', (m) => m.type() === 'error' && !/status of 401/.test(m.text()) && unexpected.push(m.text()));
  refused.on('pageerror', (e) => unexpected.push(e.message));
  await refused.goto('/login');
  await logIn(refused, email, first);
  await expect(refused.getByRole('alert')).toContainText('That email and password do not match an account.');
  await expect(accountMenu(refused)).toHaveCount(0);
  expect(unexpected).toEqual([]);
  await other.close();

  // …and the new one works.
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, second);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor sent to log in comes back to exactly the page they wanted', async ({ page }) => {
  test.setTimeout(120_000);
  // A page that needs an account keeps its query string through the detour.
  await page.goto('/account?tab=x');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%3Ftab%3Dx$/);
  await logIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
  await expect(page).toHaveURL(/\/account\?tab=x$/);
  await expect(accountMenu(page)).toBeVisible();
  await logOut(page);

  // Log in from a listing with dates chosen: back on the listing with the same dates and guests.
  const listing = await montevideoListing(page);
  const stay = await freeStay(page.request, listing.id);
  await page.goto(`/listings/${listing.id}/${listing.slug}?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=2`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const wanted = new URL(page.url());
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await logIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
  await expect(accountMenu(page)).toBeVisible();
  await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(`${wanted.pathname}${wanted.search}`);

  // A returnTo pointing off the site is ignored.
  await logOut(page);
  await page.goto('/login?returnTo=%2F%2Fevil.example%2F');
  await logIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
  await expect(accountMenu(page)).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  await expect(page).toHaveURL(/\/$/);
});

test('the sign-in pages fit a 360 px phone without sideways scrolling', async ({ page }, info) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`${path.slice(1)}-360.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    // Every field and the main button are inside the viewport.
    for (const box of await page.locator('main input, main button[type="submit"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(360);
    }
  }
});

test('on a phone, the header menu leads to log in, and then becomes the account menu @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account and hosting' }).click();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, DEMO_GUEST.email, DEMO_GUEST.password);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account and hosting' })).toHaveCount(0);
  await logOut(page);
});

test('a member with two-step verification logs in with a backup code, then with a code from the app', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `e2e-2fa-${Date.now()}@example.test`;
  const password = 'two-factor-Passw0rd';
  // Setting it up is the account pages' job: here the API does it, as that page would.
  const api = page.request;
  const headers = { origin: new URL(test.info().project.use.baseURL!).origin }; // state-changing calls need it
  expect((await api.post('/api/auth/sign-up/email', { data: { name: 'Tess Factor', email, password }, headers })).ok()).toBe(true);
  expect((await api.post('/api/auth/sign-in/email', { data: { email, password }, headers })).ok()).toBe(true);
  const enabling = await api.post('/api/auth/two-factor/enable', { data: { password }, headers });
  expect(enabling.ok(), await enabling.text()).toBe(true);
  const enabled = await enabling.json();
  const secret = new URL(enabled.totpURI).searchParams.get('secret')!;
  expect((await api.post('/api/auth/two-factor/verify-totp', { data: { code: totp(secret) }, headers })).ok()).toBe(true);
  expect((await api.post('/api/auth/sign-out', { data: {}, headers })).ok()).toBe(true);

  await page.goto('/login?returnTo=%2Faccount');
  await logIn(page, email, password);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(enabled.backupCodes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(accountMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await logOut(page);

  await page.goto('/login');
  await logIn(page, email, password);
  await page.getByLabel('Authentication code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(accountMenu(page)).toBeVisible();
});

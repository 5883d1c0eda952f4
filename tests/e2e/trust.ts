import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addDays, demoHostListing, logIn, PASSWORD, type Listing } from './stays';

/** Shared steps of the trust journeys (reviews, profiles, reports): near stays, the clock, members. */

export const DAY = 86_400_000;

/** A page in its own browser context, signed in through /login and sent on to `returnTo`. */
export async function signedIn(browser: Browser, email: string, returnTo = '/'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  return page;
}

/** The demo operator in a browser context of their own, signed in through the API, on `path`. */
export async function operatorOn(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/sign-in/email', { data: { email: 'admin@demo.roost.test', password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The server's business clock, moved through /dev/clock (the e2e server runs with TEST_CLOCK=true). */
export async function setServerClock(request: APIRequestContext, offsetMs: number) {
  const res = await request.post('/dev/clock', { data: { offsetMs } });
  expect(res.ok()).toBe(true);
}

export type NearStay = { id: string; listing: Listing; checkIn: string; checkOut: string; daysToCheckOut: number };

/**
 * Books (as the signed-in guest, through the API) the first free stay of the listing's minimum
 * length from tomorrow on, so that moving the clock past its check-out is a short jump: the demo's
 * other bookings stay as they are, and earlier runs' stays are simply skipped. Not today: once the
 * listing's check-in time has passed there, a request for today is refused (the host could not
 * answer in time), so a journey run in the evening would fail.
 */
export async function bookNearStay(guest: APIRequestContext, l: Listing): Promise<NearStay> {
  const from = addDays(l.today, 1);
  const res = await guest.get(`/api/v1/listings/${l.id}/availability`, { params: { from, to: addDays(l.today, 200) } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { minNights: number; nights: { date: string; available: boolean }[] };
  const n = Math.max(body.minNights, 1);
  const i = body.nights.findIndex((_, k) => k + n <= body.nights.length && body.nights.slice(k, k + n).every((x) => x.available));
  expect(i, `a free ${n}-night stay at ${l.id}`).toBeGreaterThanOrEqual(0);
  const checkIn = body.nights[i].date;
  const checkOut = addDays(checkIn, n);
  const booked = await guest.post('/api/v1/bookings', {
    data: { listingId: l.id, checkIn, checkOut, adults: 1, acceptRules: true, messageToHost: 'Hello! A short stay.' },
    headers: { 'Idempotency-Key': `e2e-trust-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const b = (await booked.json()) as { id: string; status: string };
  return { id: b.id, listing: l, checkIn, checkOut, daysToCheckOut: 1 + i + n };
}

/** The demo host's instant-book listing, found through the host's own reservations. */
export const instantListing = (guest: APIRequestContext, host: APIRequestContext) => demoHostListing(guest, host, true);

/**
 * Moves the server's clock to the stay's check-out day (so it is completed and its review window is
 * open). Callers reset it with setServerClock(request, 0) in `finally`.
 */
export async function completeStay(request: APIRequestContext, stay: NearStay) {
  await setServerClock(request, stay.daysToCheckOut * DAY);
}


/** The page does not scroll sideways (every screen works at 360–390 px). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0);
}

/** A screenshot kept with the test's results, for a person to look at. */
export async function shot(page: Page, name: string, fullPage = true) {
  // Sticky things (the header, a profile's card) are painted where the page is scrolled to.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage, style: fullPage ? 'header { position: relative !important; }' : undefined });
}

/**
 * A page in its own browser context (signed in as `member`, if given) for steps that are meant to be refused:
 * the browser logs a refused request (4xx) as a console error, which the guarded `page` would count
 * as a problem. Any other console error is collected in `unexpected`.
 */
export async function pageExpecting(browser: Browser, statuses: number[], member?: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const unexpected: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !statuses.some((s) => m.text().includes(`status of ${s}`)) && unexpected.push(m.text()));
  page.on('pageerror', (e) => unexpected.push(e.message));
  if (member) {
    await page.goto('/login?returnTo=%2Faccount');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/account$/);
  }
  return { page, unexpected, close: () => context.close() };
}

/** The journeys' axe check (tests/e2e/axe.ts), under the name these specs use. */
export { expectNoSeriousViolations as scanA11y } from './axe';

export { newVerifiedMember } from './mailbox';

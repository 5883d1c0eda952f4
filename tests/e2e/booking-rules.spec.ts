import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { book, demoHostListing, HOST, listing, logIn } from './stays';

/**
 * Booking journeys about time and ownership (issue 4 §9): a request expires under a controlled
 * clock, and a host cannot touch another host's booking. Both sides hear of it through the bell.
 */

const HOUR = 3600_000;

async function signedInHost(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login?returnTo=%2Fhost');
  await logIn(page, HOST);
  await expect(page.getByRole('heading', { name: 'Hosting', level: 1 })).toBeVisible();
  return page;
}

/** The server's business clock, moved through /dev/clock (the e2e server runs with TEST_CLOCK=true). */
async function setServerClock(page: Page, offsetMs: number) {
  const res = await page.request.post('/dev/clock', { data: { offsetMs } });
  expect(res.ok()).toBe(true);
}

test('a request expires under a controlled clock, and both sides are told', async ({ page, browser }) => {
  const hostPage = await signedInHost(browser);
  const requestOnly = await demoHostListing(page.request, hostPage.request, false);
  const id = await book(page, requestOnly, 'Request to book');
  await expect(page.getByText('Requested', { exact: true }).first()).toBeVisible();

  // The host hears of the request through the bell, and it waits among pending requests.
  await hostPage.reload();
  const hostBell = hostPage.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(hostBell).toBeVisible();
  await hostBell.click();
  await expect(hostPage.getByRole('link', { name: new RegExp(`asked to stay at ${escape(requestOnly.title)}`) }).first()).toBeVisible();
  await hostPage.keyboard.press('Escape');
  await expect(hostPage.locator(`a[href="/host/reservations/${id}"]`)).toContainText(/left to answer/);

  // A day and an hour later the host has not answered.
  await setServerClock(page, 25 * HOUR);
  try {
    await page.reload();
    await expect(page.getByText('Expired', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Expired without an answer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

    // The guest's bell tells them, and the notification leads back to the trip.
    const guestBell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(guestBell).toBeVisible();
    await guestBell.click();
    // Other demo requests of this guest may expire in the same 25 hours (even at this listing): take this trip's notice.
    const notice = page.locator(`a[href="/trips/${id}"]`).filter({ hasText: new RegExp(`${escape(requestOnly.title)}.*expired without an answer`) }).first();
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(page).toHaveURL(new RegExp(`/trips/${id}$`));

    // The host's pending list no longer holds it, and it can no longer be accepted.
    await hostPage.reload();
    await expect(hostPage.getByRole('heading', { name: /^Pending requests/ })).toBeVisible();
    await expect(hostPage.locator(`a[href="/host/reservations/${id}"]`)).toHaveCount(0);
    await hostPage.goto(`/host/reservations/${id}`);
    await expect(hostPage.getByText('Expired', { exact: true }).first()).toBeVisible();
    await expect(hostPage.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    const late = await hostPage.request.post(`/api/v1/bookings/${id}/accept`, { data: {} });
    expect(late.status()).toBe(409);
    expect((await late.json()).error.code).toBe('INVALID_TRANSITION');
  } finally {
    await setServerClock(page, 0);
    await hostPage.context().close();
  }
});

test("a host cannot touch another host's booking", async ({ page, browser }) => {
  const hostPage = await signedInHost(browser);
  const me = (await (await hostPage.request.get('/api/v1/me')).json()) as { id: string };
  // A Montevideo stay whose host is someone else.
  const search = await page.request.get('/api/v1/listings?bbox=-56.30,-34.95,-56.00,-34.80&sort=rating&pageSize=50');
  const { results } = (await search.json()) as { results: { id: string }[] };
  let other;
  for (const r of results) {
    const l = await listing(page.request, r.id);
    if (l.host.id !== me.id) { other = l; break; }
  }
  expect(other, 'a Montevideo listing of another host').toBeTruthy();
  const id = await book(page, other!, other!.instantBook ? 'Reserve' : 'Request to book');
  const status = other!.instantBook ? 'Confirmed' : 'Requested';

  try {
    // Not in the demo host's reservations, and its page says so without showing anything of it.
    await hostPage.goto('/host/reservations');
    await expect(hostPage.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible();
    await expect(hostPage.locator(`a[href="/host/reservations/${id}"]`)).toHaveCount(0);
    await hostPage.goto(`/host/reservations/${id}`);
    await expect(hostPage.getByText('We could not find that reservation among your listings')).toBeVisible();
    for (const name of ['Accept', 'Decline', 'Cancel booking']) await expect(hostPage.getByRole('button', { name })).toHaveCount(0);

    // The API refuses every action the same way it refuses a booking that does not exist.
    for (const action of ['accept', 'decline', 'cancel']) {
      const res = await hostPage.request.post(`/api/v1/bookings/${id}/${action}`, { data: {} });
      expect(res.status(), action).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
    expect((await hostPage.request.get(`/api/v1/bookings/${id}`)).status()).toBe(404);
  } finally {
    await hostPage.context().close();
  }

  // The guest's booking is untouched, and the guest cannot take the host's part either.
  await page.reload();
  await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
  if (!other!.instantBook) {
    const self = await page.request.post(`/api/v1/bookings/${id}/accept`, { data: {} });
    expect(self.status()).toBe(409);
    expect((await self.json()).error.code).toBe('INVALID_TRANSITION');
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

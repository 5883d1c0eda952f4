import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Booking journeys (SPEC §2, §4): instant book, request → host accepts, guest cancels with a refund. */

const PASSWORD = 'roost-demo-2026';
const GUEST = 'guest@demo.roost.test';
const HOST = 'host@demo.roost.test';

type Listing = { id: string; instantBook: boolean; today: string; host: { id: string } };

async function listing(request: APIRequestContext, id: string): Promise<Listing> {
  const res = await request.get(`/api/v1/listings/${id}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first free run of the listing's minimum stay at least ~300 days ahead (clear of the demo bookings). */
async function freeStay(request: APIRequestContext, l: Listing) {
  const from = addDays(l.today, 290);
  const res = await request.get(`/api/v1/listings/${l.id}/availability`, { params: { from, to: addDays(l.today, 365) } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { minNights: number; nights: { date: string; available: boolean }[] };
  const n = Math.max(body.minNights, 2);
  for (let i = 0; i + n <= body.nights.length; i++) {
    if (body.nights.slice(i, i + n).every((x) => x.available)) return { checkIn: body.nights[i].date, checkOut: addDays(body.nights[i].date, n) };
  }
  throw new Error(`no free ${n}-night stay at ${l.id}`);
}

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Books from /book as a visitor: log in on the way, come back with the same stay, accept the rules, submit. */
async function book(page: Page, l: Listing, button: 'Reserve' | 'Request to book') {
  const stay = await freeStay(page.request, l);
  await page.goto(`/book/${l.id}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests=2`);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await logIn(page, GUEST);
  await expect(page).toHaveURL(new RegExp(`/book/${l.id}\\?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests=2`));
  await expect(page.getByRole('textbox', { name: 'Adults', exact: true })).toHaveValue('2');
  await expect(page.getByText('Total')).toBeVisible();
  await page.getByLabel('Message to the host').fill('Hello! Two of us, visiting family.');
  // Without the house rules accepted, nothing is sent.
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'accept the house rules' })).toBeVisible();
  await page.getByText('I accept the house rules').click();
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/trips\/bk_[A-Za-z0-9]+\?new=1$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

test('a guest books an instant-book stay and sees it confirmed', async ({ page }) => {
  const search = await page.request.get('/api/v1/listings?bbox=-56.30,-34.95,-56.00,-34.80&sort=rating');
  const { results } = (await search.json()) as { results: { id: string; instantBook: boolean }[] };
  const l = await listing(page.request, results.find((r) => r.instantBook)!.id);

  const id = await book(page, l, 'Reserve');
  await expect(page.getByText('You’re booked!')).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();

  await page.goto('/trips');
  await expect(page.locator(`a[href="/trips/${id}"]`)).toBeVisible();
});

test('a request is accepted by the host, then the guest cancels and sees the refund', async ({ page, browser }) => {
  // A request-only listing of the demo host: its places are the ones in the host's reservations.
  const host = await browser.newContext();
  const hostPage = await host.newPage();
  await hostPage.goto('/login?returnTo=%2Fhost');
  await logIn(hostPage, HOST);
  await expect(hostPage.getByRole('heading', { name: 'Hosting', level: 1 })).toBeVisible();
  const mine = (await (await hostPage.request.get('/api/v1/bookings?as=host')).json()) as { bookings: { listing: { id: string } }[] };
  const ids = [...new Set(mine.bookings.map((b) => b.listing.id))];
  let requestOnly: Listing | undefined;
  for (const lid of ids) {
    const l = await listing(page.request, lid);
    if (!l.instantBook) { requestOnly = l; break; }
  }
  expect(requestOnly, 'the demo host has a request-only listing').toBeTruthy();

  const id = await book(page, requestOnly!, 'Request to book');
  await expect(page.getByText(/Request sent — the host has until .+ to answer/)).toBeVisible();
  await expect(page.getByText('Requested', { exact: true }).first()).toBeVisible();

  // The host sees it among pending requests, with the time left, and accepts.
  await hostPage.reload();
  const card = hostPage.locator(`a[href="/host/reservations/${id}"]`);
  await expect(card).toContainText(/left to answer/);
  await card.click();
  await hostPage.getByRole('button', { name: 'Accept' }).click();
  await expect(hostPage.getByText('Accepted — the stay is confirmed.')).toBeVisible();
  await host.close();

  await page.reload();
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  // Confirmed guests get the exact address.
  await expect(page.getByText('The exact address appears here once the booking is confirmed.')).toHaveCount(0);

  // Cancelling shows what comes back before anything happens.
  const view = (await (await page.request.get(`/api/v1/bookings/${id}`)).json()) as { currency: string; cancelPreview: { refund: number } };
  const refund = new Intl.NumberFormat('en-US', { style: 'currency', currency: view.currency, minimumFractionDigits: view.cancelPreview.refund % 100 ? 2 : 0 }).format(view.cancelPreview.refund / 100);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText('You will be refunded')).toBeVisible();
  await expect(dialog.getByText(refund, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Cancelled by guest', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Refunded: ${refund}`)).toBeVisible();
});

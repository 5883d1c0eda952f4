import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Shared steps of the booking journeys: demo accounts, finding a free stay, booking through /book. */

export const PASSWORD = 'roost-demo-2026';
export const GUEST = 'guest@demo.roost.test';
export const HOST = 'host@demo.roost.test';

export type Listing = { id: string; title: string; instantBook: boolean; today: string; host: { id: string } };

export async function listing(request: APIRequestContext, id: string): Promise<Listing> {
  const res = await request.get(`/api/v1/listings/${id}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first free run of the listing's minimum stay at least ~300 days ahead (clear of the demo bookings). */
export async function freeStay(request: APIRequestContext, l: Listing) {
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

export async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Books from /book as a visitor: log in on the way, come back with the same stay, accept the rules, submit. */
export async function book(page: Page, l: Listing, button: 'Reserve' | 'Request to book') {
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

/** A listing of the demo host's (found through their reservations, as the signed-in host sees them). */
export async function demoHostListing(request: APIRequestContext, hostRequest: APIRequestContext, instantBook: boolean): Promise<Listing> {
  const mine = (await (await hostRequest.get('/api/v1/bookings?as=host')).json()) as { bookings: { listing: { id: string } }[] };
  for (const id of new Set(mine.bookings.map((b) => b.listing.id))) {
    const l = await listing(request, id);
    if (l.instantBook === instantBook) return l;
  }
  throw new Error(`the demo host has no ${instantBook ? 'instant-book' : 'request-only'} listing`);
}

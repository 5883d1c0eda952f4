import { test, expect } from './fixtures';
import { book, demoHostListing, HOST, listing, logIn } from './stays';

/** Booking journeys (SPEC §2, §4): instant book, request → host accepts, guest cancels with a refund. */

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
  const requestOnly = await demoHostListing(page.request, hostPage.request, false);

  const id = await book(page, requestOnly, 'Request to book');
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

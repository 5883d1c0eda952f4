import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { GUEST, HOST, listing } from './stays';
import { bookNearStay, completeStay, expectNoSidewaysScroll, instantListing, scanA11y, setServerClock, shot, signedIn } from './trust';

/**
 * Issue 12 §1, §7: after a completed stay both sides review; neither reads the other's until both
 * are in (the pages and the API), then the listing page shows it and the host answers it once.
 */

const CATEGORIES = ['Cleanliness', 'Accuracy', 'Check-in', 'Communication', 'Location', 'Value'];

/** The listing as its page reads it (name of the host, count of reviews). */
async function listingDetail(page: Page, id: string) {
  const res = await page.request.get(`/api/v1/listings/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { reviewCount: number; ratingAverage: number | null; host: { id: string; name: string } };
}

const group = (scope: Page | Locator, name: string) => scope.getByRole('radiogroup', { name, exact: true });
const star = (scope: Page | Locator, name: string, n: number) => group(scope, name).getByRole('radio', { name: `${n} star${n > 1 ? 's' : ''}` });
/** What a person clicks: the star drawn in the radio's label (the input itself is visually hidden). */
const pickStar = (scope: Page | Locator, name: string, n: number) => star(scope, name, n).locator('xpath=ancestor::label[1]').click();

test('after a completed stay both review, blind until both are in; the listing shows it; the host answers once', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const host = await signedIn(browser, HOST, '/host');
  await page.goto(`/login?returnTo=${encodeURIComponent('/trips')}`);
  await page.getByLabel('Email').fill(GUEST);
  await page.getByLabel('Password', { exact: true }).fill('roost-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/trips$/);

  const l = await instantListing(page.request, host.request);
  const before = await listingDetail(page, l.id);
  const stay = await bookNearStay(page.request, l);
  const token = Math.random().toString(36).slice(2, 8);
  const guestText = `Spotless flat, a warm welcome and a quiet street (${token}). <b>Would</b> stay again <script>window.__pwned = 1</script>`;
  const hostText = `Sofía left the place tidy and kept us posted on her arrival (${token}).`;

  // Before the stay is over there is nothing to review, and the server agrees.
  await page.goto(`/trips/${stay.id}`);
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write a review' })).toHaveCount(0);
  const fives = Object.fromEntries(['cleanliness', 'accuracy', 'checkIn', 'communication', 'location', 'value'].map((k) => [k, 5]));
  const early = await page.request.post(`/api/v1/bookings/${stay.id}/review`, { data: { rating: 5, categories: fives, body: 'A lovely stay, truly.' } });
  expect(early.status()).toBe(409);
  expect((await early.json()).error.code).toBe('REVIEW_NOT_OPEN');

  await completeStay(page.request, stay);
  try {
    // The guest is asked, with the deadline, and the empty form refuses to send.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
    await expect(page.getByText(/^You can write it until /)).toBeVisible();
    await shot(page, 'review-form-empty');
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(page.getByText('Rate cleanliness too.')).toBeVisible();
    await expect(page.getByText('Write at least 10 characters.')).toBeVisible();
    // The first field with a problem has the focus.
    await expect(star(page, 'Overall rating', 1)).toBeFocused();
    await shot(page, 'review-form-errors');
    await scanA11y(page);

    // Stars by pointer and by keyboard: 4, then the arrow key moves to 5.
    await pickStar(page, 'Overall rating', 4);
    await page.keyboard.press('ArrowRight');
    await expect(star(page, 'Overall rating', 5)).toBeChecked();
    await expect(page.getByText('Excellent')).toBeVisible();
    for (const [i, c] of CATEGORIES.entries()) await pickStar(page, c, i === 4 ? 4 : 5);
    await expect(page.getByText('Rate cleanliness too.')).toHaveCount(0);
    await page.getByLabel('Your review').fill(guestText);
    await expect(page.getByText(`${guestText.length} / 1,000`)).toBeVisible();
    await page.getByRole('button', { name: 'Send review' }).click();

    await expect(page.getByText('Your review is in')).toBeVisible();
    await expect(page.getByText(`It will be published when ${before.host.name} reviews you, or on`, { exact: false })).toBeVisible();
    await expect(page.getByText('Not published yet')).toBeVisible();
    await shot(page, 'review-sent');

    // Double-blind: the host learns only that a review exists — not on the page, not through any call.
    await host.goto(`/host/reservations/${stay.id}`);
    await expect(host.getByRole('heading', { name: 'Write a review' })).toBeVisible();
    await expect(host.getByText(/has already reviewed you/)).toBeVisible();
    await expect(host.getByText(token)).toHaveCount(0);
    const hostView = await (await host.request.get(`/api/v1/bookings/${stay.id}/review`)).json();
    expect(hostView.guestReview).toBeNull();
    expect(hostView.otherSideSubmitted).toBe(true);
    for (const url of [`/api/v1/listings/${l.id}/reviews?pageSize=50`, `/api/v1/listings/${l.id}`, `/api/v1/users/${l.host.id}`, `/api/v1/users/${l.host.id}/reviews`]) {
      expect(await (await host.request.get(url)).text(), url).not.toContain(token);
    }
    expect((await listingDetail(page, l.id)).reviewCount).toBe(before.reviewCount);

    // The host reviews the guest (overall and text only): both are published at once.
    await expect(host.getByRole('radiogroup', { name: 'Cleanliness' })).toHaveCount(0);
    await pickStar(host, 'Overall rating', 5);
    await host.getByLabel(/^Your review of /).fill(hostText);
    await host.getByRole('button', { name: 'Send review' }).click();
    await expect(host.getByRole('article', { name: /’s review of your place$/ })).toContainText(token);
    await expect(host.getByText('Not published yet')).toHaveCount(0);
    await shot(host, 'review-published-host');
    await scanA11y(host);

    // The guest now reads the host's review of them, beside their own; both published.
    await page.reload();
    await expect(page.getByRole('article', { name: /’s review of you$/ })).toContainText(hostText);
    await expect(page.getByRole('article', { name: 'Your review' })).toContainText(token);
    await expect(page.getByText('Not published yet')).toHaveCount(0);
    await shot(page, 'review-published-guest');
    const guestView = await (await page.request.get(`/api/v1/bookings/${stay.id}/review`)).json();
    expect(guestView.hostReview.body).toBe(hostText);

    // The listing page: the count and average follow at once, the review comes first, markup is text.
    const after = await listingDetail(page, l.id);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    await page.goto(`/listings/${l.id}`);
    const reviews = page.locator('#reviews');
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByRole('heading', { level: 2 })).toContainText(`${after.reviewCount} reviews`);
    await expect(reviews.getByRole('listitem').first()).toContainText(guestText);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(reviews.getByRole('link', { name: 'Sofía Pereira' }).first()).toHaveAttribute('href', /^\/users\//);

    // The host answers once, on the reservation page; the answer shows under the review on the listing.
    const answer = `Thank you, Sofía — come back any time (${token}).`;
    await host.reload();
    await host.getByLabel(/^Answer .+’s review$/).fill(answer);
    await host.getByRole('button', { name: 'Publish answer' }).click();
    await expect(host.getByRole('article', { name: /’s review of your place$/ })).toContainText(answer);
    await expect(host.getByRole('button', { name: 'Publish answer' })).toHaveCount(0);
    const again = await host.request.post(`/api/v1/reviews/${guestView.guestReview.id}/response`, { data: { body: 'A second answer.' } });
    expect(again.status()).toBe(409);
    expect((await again.json()).error.code).toBe('ALREADY_RESPONDED');
    await page.reload();
    await reviews.scrollIntoViewIfNeeded();
    const first = reviews.getByRole('listitem').first();
    await expect(first).toContainText(`Response from ${after.host.name}`);
    await expect(first).toContainText(answer);
    await first.scrollIntoViewIfNeeded();
    await shot(page, 'listing-review-answered', false);

    // A host deciding a later request from this guest reads what hosts wrote about her.
    const requestOnly = await (async () => {
      const mine = (await (await host.request.get('/api/v1/bookings?as=host')).json()) as { bookings: { listing: { id: string } }[] };
      for (const id of new Set(mine.bookings.map((b) => b.listing.id))) {
        const x = await listing(page.request, id);
        if (!x.instantBook) return x;
      }
      throw new Error('no request-only listing');
    })();
    const req = await bookNearStay(page.request, requestOnly);
    try {
      await host.goto(`/host/reservations/${req.id}`);
      const section = host.getByRole('region', { name: /^What hosts say about / });
      await expect(section).toContainText(hostText);
      await expect(host.getByRole('button', { name: 'Accept' })).toBeVisible();
      await shot(host, 'host-decision-guest-reviews');
    } finally {
      await page.request.post(`/api/v1/bookings/${req.id}/withdraw`, { data: {} });
    }
  } finally {
    await setServerClock(page.request, 0);
    await host.context().close();
  }
});

test('@phone the review form and a profile fit 390 px without sideways scroll', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const host = await signedIn(browser, HOST, '/host');
  await page.goto(`/login?returnTo=${encodeURIComponent('/trips')}`);
  await page.getByLabel('Email').fill(GUEST);
  await page.getByLabel('Password', { exact: true }).fill('roost-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/trips$/);
  const l = await instantListing(page.request, host.request);
  const stay = await bookNearStay(page.request, l);
  await completeStay(page.request, stay);
  try {
    await page.goto(`/trips/${stay.id}`);
    await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Send review' }).click();
    await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await pickStar(page, 'Value', 3);
    await page.getByLabel('Your review').fill('Short');
    await shot(page, 'phone-review-form');

    await page.goto(`/users/${l.host.id}`);
    await expect(page.getByRole('heading', { level: 1, name: (await listingDetail(page, l.id)).host.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: /’s listings$/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'phone-profile');
    await page.getByRole('button', { name: 'Report this member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this member' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose a reason.')).toBeVisible();
    await shot(page, 'phone-report-dialog', false);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  } finally {
    await setServerClock(page.request, 0);
    await host.context().close();
  }
});

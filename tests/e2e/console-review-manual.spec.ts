import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

// Issue 14: with listing review switched to manual in the console's settings, a host submits a
// listing, the operator rejects it with a reason, the host fixes it and submits again, the
// operator approves it and search finds it. The demo runs LISTING_REVIEW=auto and other journeys
// share this server's database: the setting is put back and the listing unlisted at the end.

const ADMIN = { email: 'admin@demo.roost.test', password: 'roost-demo-2026' };
const HOST = { email: 'host@demo.roost.test', password: 'roost-demo-2026' };
const LOCATION = { lat: -34.9145, lng: -56.1602 };

async function signIn(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/auth/sign-in/email', { data: who });
  expect(res.ok(), await res.text()).toBe(true);
}

async function ok(res: Promise<import('@playwright/test').APIResponse>, status = 200) {
  const r = await res;
  expect(r.status(), await r.text()).toBe(status);
  return r.json();
}

/** A complete listing of the host's, as a draft, with five photos (sent as the editor sends them). */
async function completeDraft(request: APIRequestContext, title: string): Promise<string> {
  const l = await ok(request.post('/api/v1/listings', {
    data: {
      title, description: 'A bright loft two blocks from the rambla, with a balcony, fast wifi and a proper kitchen for longer stays.',
      propertyType: 'apartment', roomType: 'entire_place', maxGuests: 4, bedrooms: 2, beds: 2, bathrooms: 1.5, amenities: ['wifi', 'kitchen', 'balcony'],
      address: { street: 'Rambla Gandhi 600', city: 'Montevideo', region: 'Montevideo', postalCode: '11300', country: 'UY' },
      location: LOCATION, nightlyPrice: 9000, cleaningFee: 1500, minNights: 2, maxNights: 30, instantBook: true, cancellationPolicy: 'flexible',
      houseRules: { text: 'No parties, please.', petsAllowed: false, smokingAllowed: false, eventsAllowed: false },
    },
  }), 201);
  for (let i = 0; i < 5; i++) {
    const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40 + i * 40, g: 120, b: 200 - i * 30 } } }).jpeg().toBuffer();
    await ok(request.post(`/api/v1/listings/${l.id}/photos`, { multipart: { file: { name: `room-${i}.jpg`, mimeType: 'image/jpeg', buffer } } }), 201);
  }
  return l.id;
}

const rowOf = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test('manual review: reject with a reason, fix, resubmit, approve, found in search', async ({ page, browser }) => {
  await signIn(page.request, ADMIN);
  const before = (await ok(page.request.get('/api/v1/admin/settings'))).settings.listingReview;
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await signIn(host.request, HOST);
  const title = `Loft for review ${Date.now().toString(36)}`;
  let id: string | undefined;
  try {
    await ok(page.request.patch('/api/v1/admin/settings', { data: { listingReview: 'manual' } }));
    id = await completeDraft(host.request, title);

    // The host submits from their listings: the button says it goes to review.
    await host.goto('/host');
    await rowOf(host, title).getByRole('button', { name: 'Submit for review' }).click();
    await expect(rowOf(host, title).getByText('An admin is checking it')).toBeVisible();

    // The operator rejects it with a reason.
    await page.goto('/admin/review');
    const queued = rowOf(page, title);
    await expect(queued).toBeVisible();
    await expectNoSeriousViolations(page);
    await queued.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject “${title}”?` });
    await dialog.getByRole('textbox', { name: 'Reason (shown to the host)' }).fill('Please describe the bedrooms.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`“${title}” went back to its host with your reason.`)).toBeVisible();
    await expect(rowOf(page, title)).toHaveCount(0);

    // The host reads why, fixes the description and submits again.
    await host.reload();
    await expect(rowOf(host, title).getByText('Sent back by an admin: Please describe the bedrooms.')).toBeVisible();
    await ok(host.request.patch(`/api/v1/listings/${id}`, {
      data: { description: 'A bright loft two blocks from the rambla: two bedrooms, one with a double bed and one with two singles, a balcony and fast wifi.' },
    }));
    await rowOf(host, title).getByRole('button', { name: 'Submit for review' }).click();
    await expect(rowOf(host, title).getByText('An admin is checking it')).toBeVisible();

    // The operator approves it; it is published and search finds it.
    await page.reload();
    await rowOf(page, title).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
    const d = 0.05;
    const found = await ok(page.request.get(`/api/v1/listings?bbox=${LOCATION.lng - d},${LOCATION.lat - d},${LOCATION.lng + d},${LOCATION.lat + d}`));
    expect(found.pins.map((r: { id: string }) => r.id)).toContain(id);

    const audit = await ok(page.request.get(`/api/v1/admin/audit?targetId=${id}`));
    expect(audit.items.map((e: { action: string }) => e.action).reverse()).toEqual([
      'listing.create', 'listing.submit', 'listing.reject', 'listing.submit', 'listing.approve',
    ]);
  } finally {
    await ok(page.request.patch('/api/v1/admin/settings', { data: { listingReview: before } }));
    // Out of search again, so other journeys' searches are as they expect.
    if (id) await host.request.post(`/api/v1/listings/${id}/unlist`);
    await hostContext.close();
  }
});

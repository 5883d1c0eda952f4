import type { Page } from '@playwright/test';
import { expect, montevideoListing, test } from './fixtures';
import type { Browser } from '@playwright/test';
import { bookNearStay, expectNoSidewaysScroll, newVerifiedMember, scanA11y } from './trust';
import { listing, PASSWORD } from './stays';

// Issue 14: a member reports a review, the operator hides it from /admin/reports with a note and the
// reporter is told; the operator bans a member with an upcoming booking and sees what became of it.

const ADMIN = 'admin@demo.roost.test';

/** The operator in a browser context of their own, signed in through the API, on `path`. */
async function operator(browser: Browser, path: string) {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/sign-in/email', { data: { email: ADMIN, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true, style: 'header { position: relative !important; }' });
}

test('the operator hides a reported review and bans a member with an upcoming booking', async ({ page, browser }) => {
  // A member reports a published review of a Montevideo listing (the report dialog has its own journey in reviews.spec.ts).
  const reporter = await newVerifiedMember(page, 'Rita Reporter');
  const l = await montevideoListing(page);
  const reviews = await (await page.request.get(`/api/v1/listings/${l.id}/reviews`)).json() as { reviews: { id: string; body: string }[] };
  const review = reviews.reviews[0]!;
  const filed = await page.request.post('/api/v1/reports', { data: { targetType: 'review', targetId: review.id, reason: 'inappropriate', note: 'Insulting the host.' } });
  expect(filed.status(), await filed.text()).toBe(201);

  // The operator finds it in the queue (newest first, reviews only: a link) and hides it with a note.
  const admin = await operator(browser, '/admin/reports?targetType=review&order=newest');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(admin.getByLabel('Reported')).toHaveValue('review');
  await scanA11y(admin);
  await shot(admin, 'reports-1280');
  await admin.getByRole('listitem').filter({ hasText: 'Reported by Rita Reporter' }).first().getByRole('link').click();
  await expect(admin).toHaveURL(/\/admin\/reports\/rp_/);
  await expect(admin.getByText(review.body.slice(0, 40))).toBeVisible();
  await expect(admin.getByText('Insulting the host.')).toBeVisible();
  await admin.getByRole('button', { name: 'Hide review' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Hide this review?' });
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel('Note (kept in the audit log)').fill('Abusive; breaks the review rules.');
  await scanA11y(admin);
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(admin.getByText('Review hidden. The reporter was told.')).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Handled' })).toBeVisible();
  await expect(admin.getByText('Abusive; breaks the review rules.')).toBeVisible();
  await shot(admin, 'report-handled-1280');
  await admin.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(admin);
  await shot(admin, 'report-handled-360');
  await admin.goto('/admin/reports?status=closed&targetType=review&order=newest');
  await expect(admin.getByRole('listitem').filter({ hasText: 'Reported by Rita Reporter' }).first()).toContainText('Review hidden');
  await expectNoSidewaysScroll(admin);
  await shot(admin, 'reports-closed-360');

  // The reporter is told, and the review is gone from the listing.
  await page.goto('/notifications');
  await expect(page.getByText(/We acted on your report of a review of/)).toBeVisible();
  const after = await (await page.request.get(`/api/v1/listings/${l.id}/reviews`)).json() as { reviews: { id: string }[] };
  expect(after.reviews.map((r) => r.id)).not.toContain(review.id);

  // A member with an upcoming stay, banned from their page: the screen says what became of it.
  const context = await browser.newContext();
  const bannedPage = await context.newPage();
  const banned = await newVerifiedMember(bannedPage, 'Bruno Banned');
  const instant = await montevideoListing(bannedPage, '&instant=true');
  const stay = await bookNearStay(bannedPage.request, await listing(bannedPage.request, instant.id));
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(`/admin/members?q=${encodeURIComponent(banned.email)}`);
  await expect(admin.getByRole('table')).toBeVisible();
  await scanA11y(admin);
  await shot(admin, 'members-1280');
  await admin.getByRole('link', { name: 'Bruno Banned' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Bruno Banned' })).toBeVisible();
  await expect(admin.getByRole('region', { name: /^Trips/ }).or(admin.locator('section', { hasText: 'Trips (1)' }))).toContainText('confirmed');
  await admin.getByRole('button', { name: 'Ban' }).click();
  const ban = admin.getByRole('dialog', { name: 'Ban Bruno Banned?' });
  await ban.getByLabel('Reason (kept in the audit log)').fill('Asked a host to be paid outside the site.');
  await ban.getByRole('button', { name: 'Ban' }).press('Enter');
  await expect(admin.getByText('Bruno Banned is banned.')).toBeVisible();
  const outcome = admin.getByRole('status').filter({ hasText: 'What the ban did' });
  await expect(outcome).toContainText(`Their stay at “${stay.listing.title}”`);
  await expect(outcome).toContainText('was cancelled with a full refund');
  await expect(admin.locator('section', { hasText: 'Trips (1)' })).toContainText('cancelled by the guest');
  await expect(admin.getByRole('button', { name: 'Lift ban' })).toBeVisible();
  await scanA11y(admin);
  await shot(admin, 'member-banned-1280');
  await admin.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(admin);
  await shot(admin, 'member-banned-360');

  // Their session is over.
  expect((await bannedPage.request.get('/api/v1/me')).status()).toBe(401);
  await context.close();
  await admin.context().close();
  expect(reporter.id).toBeTruthy();
});

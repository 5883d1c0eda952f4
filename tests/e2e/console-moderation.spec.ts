import type { Page } from '@playwright/test';
import { expect, montevideoListing, test } from './fixtures';
import { bookNearStay, expectNoSidewaysScroll, newVerifiedMember, operatorOn, scanA11y } from './trust';
import { HOST, listing, PASSWORD } from './stays';

// Issue 14: a member reports a review, the operator hides it from /admin/reports with a note and the
// reporter is told; the operator bans a member with an upcoming booking and sees what became of it.

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
  const admin = await operatorOn(browser, '/admin/reports?targetType=review&order=newest');
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

test('the operator reads a reported message in its whole conversation and hides another message found there', async ({ page, browser }) => {
  // A guest writes to the demo host, who answers twice; the guest reports the first answer.
  await newVerifiedMember(page, 'Gina Guest');
  const hostContext = await browser.newContext();
  const host = hostContext.request;
  expect((await host.post('/api/auth/sign-in/email', { data: { email: HOST, password: PASSWORD } })).ok()).toBe(true);
  const mine = await (await host.get('/api/v1/host/listings')).json() as { listings: { id: string; status: string }[] };
  const listingId = mine.listings.find((l) => l.status === 'published')!.id;
  const started = await page.request.post('/api/v1/conversations', { data: { listingId, body: 'Hello! Is there parking nearby?' } });
  expect(started.status(), await started.text()).toBe(201);
  const conversationId = (await started.json() as { conversationId: string }).conversationId;
  const say = async (body: string) => {
    const res = await host.post(`/api/v1/conversations/${conversationId}/messages`, { data: { body } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json() as { id: string }).id;
  };
  const rude = await say('Pay me in cash when you arrive, it is cheaper than through Roost.');
  await say('Or write to me at +598 99 000 000 and we sort it out there.');
  const filed = await page.request.post('/api/v1/reports', { data: { targetType: 'message', targetId: rude, reason: 'scam' } });
  expect(filed.status(), await filed.text()).toBe(201);
  const reportId = (await filed.json() as { id: string }).id;

  // The operator opens the report and reads the conversation around it.
  const admin = await operatorOn(browser, `/admin/reports/${reportId}`);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.getByRole('link', { name: 'Read the whole conversation' }).click();
  await expect(admin).toHaveURL(`/admin/conversations/${conversationId}`);
  await expect(admin.getByRole('heading', { level: 1, name: /^Conversation about / })).toBeVisible();
  const items = admin.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Hello! Is there parking nearby?');
  await expect(items.nth(1).getByRole('link', { name: 'Reported: act on it from its report' })).toHaveAttribute('href', `/admin/reports/${reportId}`);
  await scanA11y(admin);
  await shot(admin, 'conversation-1280');

  // The unreported number-sharing message is hidden with a reason; the guest sees it removed.
  await items.nth(2).getByRole('button', { name: /^Hide the message of / }).click();
  const dialog = admin.getByRole('dialog', { name: 'Hide this message?' });
  await dialog.getByLabel('Reason').fill('Takes the booking off the site.');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(admin.getByText('Message hidden')).toBeVisible();
  await expect(items.nth(2)).toContainText('Hidden');
  await expect(items.nth(2)).toContainText('+598 99 000 000');
  await admin.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(admin);
  await shot(admin, 'conversation-360');
  const thread = await (await page.request.get(`/api/v1/conversations/${conversationId}`)).json() as { messages: { body: string }[] };
  expect(thread.messages.map((m) => m.body)).toContain('This message was removed by the operator of this Roost.');
  expect(thread.messages.map((m) => m.body).join(' ')).not.toContain('+598');
  await hostContext.close();
  await admin.context().close();
});

import type { Browser, Page, TestInfo } from '@playwright/test';
import { newVerifiedMember } from './mailbox';
import { test, expect } from './fixtures';
import { demoHostListing, GUEST, HOST, logIn } from './stays';

/**
 * Messages between guests and hosts (issue 12 §2): live in two browsers at once, markup shown as
 * text, the composer's limits, and the inbox on a phone. Each journey marks its messages with a
 * token of its own, so runs on one data directory do not disturb each other.
 */

const token = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The header's link: "Inbox" or "Inbox, 3 unread". */
const inboxLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Inbox(, \d+ unread)?$/ });
async function unreadInHeader(page: Page): Promise<number> {
  const name = (await inboxLink(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread/.exec(name)?.[1] ?? 0);
}

/** A second signed-in browser, held to the same rules as `page`: no console errors, no page errors. */
async function secondBrowser(browser: Browser, problems: string[]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && problems.push(`console.error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return { context, page };
}

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}

test('guest and host exchange messages, and each sees the other’s arrive without reloading', async ({ page, browser }, info) => {
  const problems: string[] = [];
  const host = await secondBrowser(browser, problems);
  const hostPage = host.page;
  await hostPage.goto('/login?returnTo=%2Finbox');
  await logIn(hostPage, HOST);
  await expect(hostPage.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(inboxLink(hostPage)).toBeVisible();
  const listing = await demoHostListing(page.request, hostPage.request, true);

  // The guest finds "Message the host" on the listing, logs in on the way and comes back to write.
  const tag = token();
  const markup = `<b>${tag}</b> <img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>`;
  await page.goto(`/listings/${listing.id}`);
  await page.getByRole('button', { name: 'Message the host' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await logIn(page, GUEST);
  const dialog = page.getByRole('dialog', { name: /^Message / });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}`));
  const before = await unreadInHeader(hostPage);
  await dialog.getByLabel('Your message').fill(`Hello! Is the flat quiet at night?\n${markup}`);
  await shot(page, info, 'contact-dialog-1280');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/inbox\/cv_[A-Za-z0-9]+$/);
  const guestLog = page.getByRole('region', { name: /^Messages with / });
  await expect(guestLog.getByText(markup)).toBeVisible();

  // The host, already on /inbox, sees it arrive and the header count rise, without reloading.
  const row = hostPage.getByRole('link').filter({ hasText: tag });
  await expect(row).toBeVisible();
  await expect(row).toContainText('unread message');
  await expect.poll(() => unreadInHeader(hostPage)).toBe(before + 1);
  await shot(hostPage, info, 'host-inbox-1280');
  // Earlier runs may have left messages unread in this conversation: opening it reads them all.
  const inRow = parseInt((await row.getByText(/^\d+ unread messages?$/).textContent()) ?? '', 10);

  // Opening it reads it; markup in it is text, never run.
  await row.click();
  const hostLog = hostPage.getByRole('region', { name: /^Messages with / });
  await expect(hostLog.getByText(markup)).toBeVisible();
  expect(await hostLog.locator('b, img, script').count()).toBe(0);
  expect(await hostPage.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect.poll(() => unreadInHeader(hostPage)).toBe(before + 1 - inRow);
  await expect(hostPage.getByRole('region', { name: 'About the stay' }).getByText(listing.title)).toBeVisible();

  // The guest sees it was read, then the host's reply arrive (sent with Enter).
  await expect(guestLog.getByText('Seen')).toBeVisible();
  const reply = `Very quiet — see you soon ${tag}`;
  const hostComposer = hostPage.getByRole('textbox', { name: /^Message to / });
  await hostComposer.fill(reply);
  await hostComposer.press('Enter');
  await expect(hostComposer).toHaveValue('');
  await expect(guestLog.getByText(reply)).toBeVisible();
  // The guest is looking at it, so it is read at once: the host sees "Seen" under the reply.
  await expect(hostLog.getByRole('listitem').filter({ hasText: reply }).getByText('Seen')).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await shot(page, info, 'guest-conversation-1280');
  await shot(hostPage, info, 'host-conversation-1280');

  // The conversation is linked from the trip side too: the inbox lists it with the listing.
  await inboxLink(page).click();
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: tag })).toBeVisible();

  await host.context.close();
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the composer refuses 2001 characters and an empty message, and says why', async ({ page, browser }, info) => {
  const hostLogin = await browser.newContext();
  const hostRequest = (await hostLogin.newPage()).request;
  await hostRequest.post('/api/auth/sign-in/email', { data: { email: HOST, password: 'roost-demo-2026' } });
  const listing = await demoHostListing(page.request, hostRequest, false);
  await hostLogin.close();

  await page.goto('/login?returnTo=%2Finbox');
  await logIn(page, GUEST);
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  const started = await page.request.post('/api/v1/conversations', { data: { listingId: listing.id, body: `About dates ${token()}` } });
  expect(started.ok(), await started.text()).toBe(true);
  const { conversationId } = (await started.json()) as { conversationId: string };
  await page.goto(`/inbox/${conversationId}`);
  const log = page.getByRole('region', { name: /^Messages with / });
  const composer = page.getByRole('textbox', { name: /^Message to / });
  await expect(composer).toBeVisible();
  const count = await log.getByRole('listitem').count();

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('Write something first.');

  await composer.fill('x'.repeat(2001));
  await expect(page.getByRole('alert')).toHaveText('A message can have up to 2,000 characters: shorten this one to send it.');
  await expect(page.getByText('2,001 / 2,000')).toBeVisible();
  await expect(composer).toHaveAttribute('aria-invalid', 'true');
  await shot(page, info, 'composer-too-long-1280');
  await page.getByRole('button', { name: 'Send' }).click();
  await composer.press('Enter');
  await expect(log.getByRole('listitem')).toHaveCount(count);

  // Shift+Enter is a new line; at 2000 it goes.
  await composer.fill('y'.repeat(1998));
  await composer.press('Shift+Enter');
  await composer.pressSequentially('z');
  await expect(page.getByText('2,000 / 2,000')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(count + 1);
  await expect(log.getByRole('listitem').last()).toContainText(`${'y'.repeat(1998)}\nz`, { useInnerText: true });
});


test('sending too fast is refused with the wait, and Retry sends it once allowed; another member’s conversation is not shown', async ({ browser, request }, info) => {
  // The refused requests (429, 404) are logged by the browser as console errors: a page of its own, unguarded.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await newVerifiedMember(page, 'Inès Test', 'inbox-Passw0rd-e2e');
  await request.post('/api/auth/sign-in/email', { data: { email: HOST, password: 'roost-demo-2026' } });
  const listing = await demoHostListing(page.request, request, true);

  const started = await page.request.post('/api/v1/conversations', { data: { listingId: listing.id, body: 'Hello! A question about parking.' } });
  expect(started.status()).toBe(201);
  const { conversationId } = (await started.json()) as { conversationId: string };
  let refused = false;
  for (let i = 0; i < 60 && !refused; i++) {
    refused = (await page.request.post(`/api/v1/conversations/${conversationId}/messages`, { data: { body: `Also ${i}` } })).status() === 429;
  }
  expect(refused).toBe(true);

  await page.goto(`/inbox/${conversationId}`);
  await page.getByRole('textbox', { name: /^Message to / }).fill('And is there a lift?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^You’re sending messages quickly\. Wait \d+ seconds, then try again\.$/);
  const failed = page.getByRole('region', { name: /^Messages with / }).getByRole('listitem').filter({ hasText: 'And is there a lift?' });
  await expect(failed).toContainText('Not sent');
  await shot(page, info, 'composer-rate-limited-1280');

  // A minute later (the server's clock moved on) Retry sends it.
  const clock = (await (await page.request.get('/dev/clock')).json()) as { offsetMs: number };
  await page.request.post('/dev/clock', { data: { offsetMs: clock.offsetMs + 61_000 } });
  try {
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed).not.toContainText('Not sent');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Messages with / }).getByText('And is there a lift?')).toHaveCount(1);
  } finally {
    await page.request.post('/dev/clock', { data: { offsetMs: clock.offsetMs } });
  }

  // The demo guest's conversation, opened by this member: not theirs, so not there.
  const guestContext = await browser.newContext();
  await guestContext.request.post('/api/auth/sign-in/email', { data: { email: GUEST, password: 'roost-demo-2026' } });
  const theirs = await guestContext.request.post('/api/v1/conversations', { data: { listingId: listing.id, body: `Is it near the beach? ${token()}` } });
  expect(theirs.ok(), await theirs.text()).toBe(true);
  const { conversationId: theirId } = (await theirs.json()) as { conversationId: string };
  await guestContext.close();
  await page.goto(`/inbox/${theirId}`);
  await expect(page.getByRole('heading', { name: 'This conversation isn’t here' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a member without conversations sees an empty inbox that says how to start one', async ({ page }, info) => {
  await page.goto('/login?returnTo=%2Finbox');
  await logIn(page, 'admin@demo.roost.test');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a stay' })).toBeVisible();
  await expect(inboxLink(page)).toHaveAttribute('aria-label', 'Inbox');
  await shot(page, info, 'empty-inbox-1280');
});

test('@phone on a phone the inbox shows one pane at a time and never scrolls sideways', async ({ page }, info) => {
  const hostLogin = await page.context().browser()!.newContext();
  const hostRequest = (await hostLogin.newPage()).request;
  await hostRequest.post('/api/auth/sign-in/email', { data: { email: HOST, password: 'roost-demo-2026' } });
  const listing = await demoHostListing(page.request, hostRequest, true);
  await hostLogin.close();

  await page.goto(`/login?returnTo=${encodeURIComponent(`/listings/${listing.id}`)}`);
  await logIn(page, GUEST);
  const contact = page.getByRole('button', { name: 'Message the host' });
  await contact.scrollIntoViewIfNeeded();
  await contact.click();
  const dialog = page.getByRole('dialog', { name: /^Message / });
  const tag = token();
  await dialog.getByLabel('Your message').fill(`A long word that must wrap: ${'https://example.test/a-very-long-link-'.repeat(3)}${tag}`);
  await shot(page, info, 'contact-dialog-390');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/inbox\/cv_/);
  await expect(page.getByRole('region', { name: /^Messages with / }).getByText(tag)).toBeVisible();
  await shot(page, info, 'conversation-390');
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);

  // The stay and its bookings fold away above the messages.
  await page.getByRole('main').locator('summary').click();
  await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  await shot(page, info, 'conversation-details-390');
  expect(await sideways()).toBeLessThanOrEqual(0);

  await page.getByRole('main').getByRole('link', { name: 'Inbox' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Messages with / })).toHaveCount(0);
  expect(await sideways()).toBeLessThanOrEqual(0);
  await shot(page, info, 'inbox-390');
});

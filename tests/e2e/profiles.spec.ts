import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { HOST } from './stays';
import { instantListing, newVerifiedMember, pageExpecting, scanA11y, shot, signedIn } from './trust';
import { accountMenu } from './member';

/**
 * Issue 12 §4, §5: a member edits their photo and about text on /account and sees them on their
 * public profile, which shows nothing private; a member reports a review and a member and is told
 * their report was received.
 */

/** A picture drawn here (no photo to be had offline): a warm gradient with a disc, as a JPEG or PNG. */
async function picture(width: number, height: number, format: 'jpeg' | 'png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#ea580c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="42%" r="22%" fill="#fafaf9"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

/** One of the demo host's listings (the demo host has dozens of reviews), with its host's name. */
async function demoHostListing(page: Page, browser: Browser) {
  const host = await signedIn(browser, HOST, '/host');
  try {
    const l = await instantListing(page.request, host.request);
    const detail = (await (await page.request.get(`/api/v1/listings/${l.id}`)).json()) as { id: string; host: { id: string; name: string } };
    return detail;
  } finally {
    await host.context().close();
  }
}

async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^(Upload a photo|Change photo)$/ }).click();
  await (await chooser).setFiles(file);
}

test('a member edits their photo and about text on /account and sees them on their profile', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const me = await newVerifiedMember(page, 'Pia Avatar');
  await page.goto('/account');
  await expect(page.getByText('Profile photo')).toBeVisible();
  await shot(page, 'account-photo-empty');

  // Refused files, in a page of their own (the refusals are 4xx answers the browser logs): plainly
  // not a photo is said at once; a tiny photo, or an SVG renamed .jpg, the server refuses with its reason.
  const other = await pageExpecting(browser, [400, 415], me);
  try {
    await choosePhoto(other.page, { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect(other.page.getByRole('alert')).toContainText('Choose a JPEG, PNG, WebP or AVIF photo.');
    await choosePhoto(other.page, { name: 'tiny.png', mimeType: 'image/png', buffer: await picture(100, 100, 'png') });
    await expect(other.page.getByRole('alert')).toContainText(/240/);
    await shot(other.page, 'account-photo-refused');
    await choosePhoto(other.page, { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>') });
    await expect(other.page.getByRole('alert')).not.toContainText(/240/);
    await expect(other.page.getByRole('alert')).toBeVisible();
    expect(other.unexpected).toEqual([]);
  } finally {
    await other.close();
  }
  await expect(page.getByRole('img', { name: 'Your photo' })).toHaveCount(0);

  await choosePhoto(page, { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await picture(800, 600, 'jpeg') });
  await expect(page.getByRole('status').filter({ hasText: 'Your photo is saved.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await shot(page, 'account-photo-saved');
  await scanA11y(page);

  const about = 'Potter from Colonia. I like quiet places <em>near water</em>.';
  await page.getByLabel('About you').fill(about);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  // The public profile: photo, name, about as typed, member since, verified — and nothing private.
  await page.getByRole('link', { name: 'View your public profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${me.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pia Avatar' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of Pia Avatar' })).toBeVisible();
  await expect(page.getByText(about)).toBeVisible();
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(page.getByText(/^Member since \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit your profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report this member' })).toHaveCount(0);
  expect(await page.locator('main').innerText()).not.toContain(me.email);
  const api = await (await page.request.get(`/api/v1/users/${me.id}`)).text();
  expect(api).not.toContain(me.email);
  expect(api).not.toMatch(/"email"\s*:/);
  await shot(page, 'profile-new-member');

  // The photo can go again: initials take its place.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your photo is removed.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your photo' })).toHaveCount(0);
  await expect(page.getByText('PA', { exact: true })).toBeVisible();
});

test('a host’s profile shows their listings and reviews; an unknown member gets a friendly page', async ({ page, browser }) => {
  const l = await demoHostListing(page, browser);
  await page.goto(`/listings/${l.id}`);
  await page.getByRole('link', { name: `Hosted by ${l.host.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${l.host.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: l.host.name })).toBeVisible();
  const listings = page.getByRole('region', { name: `${l.host.name}’s listings` });
  await expect(listings.getByRole('article').first()).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  // Only guests have reviewed this member (as a host): no tabs, just the count.
  await expect(reviews.getByText(/^From guests \(\d+\)$/)).toBeVisible();
  await expect(reviews.getByRole('listitem').first()).toBeVisible();
  // Five at a time, then more on request.
  const before = await reviews.getByRole('listitem').count();
  await reviews.getByRole('button', { name: 'Show more reviews' }).click();
  await expect.poll(() => reviews.getByRole('listitem').count()).toBeGreaterThan(before);
  await shot(page, 'profile-host');
  await scanA11y(page);

  // An unknown member (the API's 404 is logged by the browser: a page of its own).
  const missing = await pageExpecting(browser, [404]);
  try {
    await missing.page.goto('/users/no-such-member');
    await expect(missing.page.getByRole('heading', { level: 1, name: 'We can’t find that member' })).toBeVisible();
    await expect(missing.page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await shot(missing.page, 'profile-not-found', false);
    expect(missing.unexpected).toEqual([]);
  } finally {
    await missing.close();
  }
});

test('a member reports a review and a member, and is told their report is in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const l = await demoHostListing(page, browser);
  // A visitor is asked to log in first, and comes back to the listing.
  await page.goto(`/listings/${l.id}`);
  const first = page.locator('#reviews').getByRole('listitem').first();
  await first.scrollIntoViewIfNeeded();
  await first.getByRole('button', { name: 'Report this review' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.goto('/');
  await newVerifiedMember(page, 'Rita Reporter');
  await page.goto(`/listings/${l.id}`);
  await page.locator('#reviews').getByRole('listitem').first().getByRole('button', { name: 'Report this review' }).click();

  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByText('Something else').click();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Tell us what is wrong.', { exact: true })).toBeVisible();
  await shot(page, 'report-dialog-errors', false);
  await dialog.getByLabel('Tell us what is wrong').fill('This reads like an advert for another place.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thanks — our team will look at it.')).toBeVisible();
  await shot(page, 'report-dialog-thanks', false);
  await scanA11y(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // The acknowledgement also waits in the bell, and leads back to the listing's reviews.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await page.reload();
  await bell.click();
  await expect(page.getByRole('link', { name: /Thanks for reporting a review of/ }).first()).toHaveAttribute('href', `/listings/${l.id}#reviews`);
  await page.keyboard.press('Escape');

  // A member, from their profile (a reason chosen by keyboard).
  await page.goto(`/users/${l.host.id}`);
  await page.getByRole('button', { name: 'Report this member' }).click();
  const member = page.getByRole('dialog', { name: 'Report this member' });
  await member.getByRole('radio', { name: /Spam or advertising/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(member.getByRole('radio', { name: /A scam or fraud/ })).toBeChecked();
  await member.getByRole('button', { name: 'Send report' }).click();
  await expect(member.getByText('Thanks — our team will look at it.')).toBeVisible();
});

test('a listing’s report link is offered to others, not to its host', async ({ page, browser }) => {
  const host = await signedIn(browser, HOST, '/host');
  try {
    const l = await instantListing(page.request, host.request);
    await page.goto(`/listings/${l.id}`);
    await expect(page.getByRole('button', { name: 'Report this listing' })).toBeVisible();
    await host.goto(`/listings/${l.id}`);
    await expect(accountMenu(host)).toBeVisible();
    await expect(host.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(host.getByRole('button', { name: 'Report this listing' })).toHaveCount(0);
  } finally {
    await host.context().close();
  }
});

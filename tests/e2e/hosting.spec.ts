import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { followMailedLink } from './mailbox';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { book, listing, logIn, HOST } from './stays';

/**
 * Issue 10's host journeys in Chromium: a visitor becomes a host (signs up on the way), creates a
 * listing through every step uploading real image files, publishes it, finds it in search where
 * the pin was put, and another member books it. A phone journey covers the first steps, keyboard
 * reordering of photos and the layout at 390 px. Screenshots land in test-results/e2e/hosting/.
 */

const shots = path.join('test-results', 'e2e', 'hosting');
/** A full-page screenshot from the top (sticky parts would otherwise be drawn mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** Real JPEGs drawn by sharp: `count` of 1200×900 (each its own colour and number) and one 400×300 that must be refused. */
async function photoFiles(count: number): Promise<{ good: string[]; small: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-photos-'));
  const draw = async (file: string, w: number, h: number, hue: number, label: string) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${hue},45%,40%)"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w * 0.7}" cy="${h * 0.3}" r="${h * 0.12}" fill="#fde68a"/>
      <path d="M0 ${h * 0.75} Q ${w * 0.3} ${h * 0.6} ${w * 0.6} ${h * 0.72} T ${w} ${h * 0.7} V ${h} H 0 Z" fill="hsl(${(hue + 120) % 360},35%,35%)"/>
      <text x="${w * 0.06}" y="${h * 0.2}" font-family="sans-serif" font-size="${h * 0.12}" fill="#fff">${label}</text></svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
    return file;
  };
  const good = await Promise.all(Array.from({ length: count }, (_, i) => draw(path.join(dir, `room-${i + 1}.jpg`), 1200, 900, (i * 67) % 360, `Photo ${i + 1}`)));
  const small = await draw(path.join(dir, 'tiny-thumbnail.jpg'), 400, 300, 200, 'small');
  return { good, small };
}


const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const stepHeading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

test('a visitor becomes a host: signs up, lists a place through every step, publishes it, finds it in search, a guest books it, and the host unlists it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `host-${run}@example.test`;
  const title = `Garden house by the old walls ${run}`;
  // Its own price, so its pin is told apart from those of earlier runs on the same data directory.
  const price = 100 + Math.floor(Math.random() * 9000);
  const files = await photoFiles(5);

  // "Become a host" on the landing page: a visitor is sent to log in, signs up instead, and comes back.
  await page.goto('/');
  await page.getByRole('link', { name: 'List your place' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fhost%2Flistings%2Fnew/);
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Name').fill('Hedda Host');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('host-Passw0rd-e2e');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await followMailedLink(page, email);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/host\/listings\/new$/);

  // Basics: the form's own check (from the contract schema) beside the field, then the first save creates the draft.
  await stepHeading(page, 'Basics');
  await expect(page.getByRole('navigation', { name: 'Listing steps' })).toBeVisible();
  await page.getByLabel('Title').fill('Too short');
  await saveAndContinue(page);
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('At least 10 characters.')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('radio', { name: 'House' }).check({ force: true });
  await page.getByRole('button', { name: 'Increase Guests' }).click();
  await page.getByRole('button', { name: 'Increase Guests' }).click();
  await page.getByRole('button', { name: 'Increase Bedrooms' }).click();
  await page.getByRole('button', { name: 'Increase Beds' }).click();
  await shot(page, 'basics-1280');
  await expectNoSeriousViolations(page);
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/host\/listings\/[^/]+\/edit\?step=location$/);
  const id = new URL(page.url()).pathname.split('/')[3]!;

  // Location: address, a place search that centres the map, the pin moved by keyboard.
  await stepHeading(page, 'Location');
  await page.getByLabel('Street and number').fill('Calle de la Playa 12');
  await page.getByLabel('Postal code').fill('70000');
  await page.getByRole('combobox', { name: 'Find your town on the map' }).fill('Colonia del Sacr');
  await page.getByRole('option', { name: /Colonia del Sacramento/ }).first().click();
  await expect(page.getByLabel('Town or city')).toHaveValue('Colonia del Sacramento');
  await expect(page.getByLabel('Country')).toHaveValue('UY');
  const pin = page.getByRole('button', { name: /Your place’s pin/ });
  await expect(pin).toBeVisible();
  const placed = await pin.getAttribute('aria-label');
  // Arrow keys move the pin; Shift moves it further. A few random strides east and north, inland
  // (≈ 500 m each at this zoom), keep this run's pin apart from earlier runs' on the same data directory.
  await pin.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 1 + Math.floor(Math.random() * 8); i++) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < Math.floor(Math.random() * 6); i++) await page.keyboard.press('Shift+ArrowUp');
  await expect(pin).not.toHaveAttribute('aria-label', placed!);
  const at = /Pin at (-?[\d.]+), (-?[\d.]+)/.exec((await page.getByText(/^Pin at /).textContent())!)!;
  const point = { lat: Number(at[1]), lng: Number(at[2]) };
  await shot(page, 'location-1280');
  await expectNoSeriousViolations(page);
  await saveAndContinue(page);
  await stepHeading(page, 'Photos');
  // The server derived the time zone from the pin, offline.
  const saved = await (await page.request.get(`/api/v1/host/listings/${id}`)).json();
  expect(saved.timeZone).toBe('America/Montevideo');
  expect(saved.location.lat).toBeCloseTo(point.lat, 4);
  expect(saved.location.lng).toBeCloseTo(point.lng, 4);

  // Photos. A file too small is refused with a reason that says what photos need — in a second tab,
  // because the browser logs the 400 answer as a console error, which the guarded page must not show.
  const other = await page.context().newPage();
  const unexpected: string[] = [];
  other.on('console', (m) => m.type() === 'error' && !/status of 400/.test(m.text()) && unexpected.push(m.text()));
  other.on('pageerror', (e) => unexpected.push(e.message));
  await other.goto(page.url());
  // The step arrives painted by the server and inert: a host can choose files once it is live.
  await expect(other.getByRole('button', { name: 'Choose photos' })).toBeVisible();
  await other.locator('input[type="file"]').setInputFiles(files.small);
  const refused = other.getByRole('alert').filter({ hasText: 'tiny-thumbnail.jpg was not added' });
  await expect(refused).toContainText('400 × 300', { timeout: 60_000 });
  await expect(refused).toContainText('at least 800 × 600');
  await shot(other, 'photos-refused-1280');
  await other.getByRole('button', { name: 'Dismiss the message about tiny-thumbnail.jpg' }).click();
  await expect(refused).toHaveCount(0);
  expect(unexpected).toEqual([]);
  await other.close();

  // Five good files at once, on a slow uplink (Chromium's network emulation) so the uploads can be
  // watched: each file has its own progress bar, three run at a time and the others wait.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 48 * 1024 });
  await page.locator('input[type="file"]').setInputFiles(files.good);
  for (let i = 1; i <= 5; i++) await expect(page.getByRole('progressbar', { name: `room-${i}.jpg` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'room-5.jpg' })).toHaveAttribute('aria-valuetext', 'Waiting…');
  await expect(page.getByRole('progressbar', { name: 'room-1.jpg' })).not.toHaveAttribute('aria-valuetext', 'Waiting…');
  await shot(page, 'photos-uploading-1280');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByRole('row')).toHaveCount(5, { timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: /room-/ })).toHaveCount(0);
  await expect(page.getByText('Enough photos to publish')).toBeVisible();
  await shot(page, 'photos-1280');
  await expectNoSeriousViolations(page);
  // Alt text and caption on the first photo; photo 3 becomes the cover from its menu.
  await page.getByRole('button', { name: 'Photo 1: more actions' }).click();
  await page.getByRole('menuitem', { name: 'Caption and alt text' }).click();
  await page.getByRole('dialog').getByLabel('Caption').fill('The garden at dusk');
  await page.getByRole('dialog').getByLabel('Alt text').fill('A garden with a low stone wall and a lemon tree');
  // Enter saves the dialog's own form, and only that: the step stays open.
  await page.getByRole('dialog').getByLabel('Alt text').press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await stepHeading(page, 'Photos');
  await expect(page.getByRole('row').first()).toHaveAccessibleName(/A garden with a low stone wall/);
  const thirdId = (await page.getByRole('row').nth(2).getAttribute('data-key'))!;
  await page.getByRole('button', { name: 'Photo 3: more actions' }).click();
  await page.getByRole('menuitem', { name: 'Make cover' }).click();
  await expect(page.getByRole('row').first()).toHaveAttribute('data-key', thirdId);
  await saveAndContinue(page);

  // Amenities, description, pricing, availability, rules.
  await stepHeading(page, 'Amenities');
  await page.getByRole('checkbox', { name: 'Wi-Fi' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Garden' }).check({ force: true });
  await saveAndContinue(page);
  await stepHeading(page, 'Description');
  await page.getByLabel('Describe your place').fill('A stone house with a walled garden two streets from the old town gate. Quiet at night, the river at the end of the street.');
  await saveAndContinue(page);
  await stepHeading(page, 'Pricing');
  await page.getByLabel('Price per night').fill(String(price));
  await page.getByLabel('Cleaning fee').fill('20');
  await page.getByRole('switch', { name: 'Instant book' }).check({ force: true });
  await page.getByRole('radio', { name: /Flexible/ }).check({ force: true });
  await saveAndContinue(page);
  // Leaving and coming back resumes where the host was: Save and exit, then Edit on /host (the draft
  // lacks nothing now, so /host offers Publish first).
  await stepHeading(page, 'Availability');
  await page.getByRole('button', { name: 'Save and exit' }).click();
  await expect(page).toHaveURL(/\/host$/);
  const draft = page.getByRole('listitem').filter({ hasText: title });
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
  await expect(draft.getByRole('button', { name: 'Publish' })).toBeVisible();
  await draft.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/host/listings/${id}/edit$`));
  await stepHeading(page, 'Availability');
  await saveAndContinue(page);
  await stepHeading(page, 'House rules');
  await page.getByRole('checkbox', { name: 'Pets allowed' }).check({ force: true });
  await page.getByLabel('Anything else guests should know').fill('Please close the garden gate behind you.');
  await saveAndContinue(page);

  // Review and publish: nothing missing, Publish, and a link to the live page.
  await stepHeading(page, 'Review and publish');
  await expect(page.getByRole('heading', { name: 'Everything needed is there' })).toBeVisible();
  await shot(page, 'review-1280');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published! Guests can now find and book your place.')).toBeVisible();
  await page.getByRole('link', { name: 'View your listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // /host lists it as published.
  await page.goto('/host');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await shot(page, 'host-1280');
  await expectNoSeriousViolations(page);

  // Search where the pin was put: its card and its price pin (guests see an approximate point, within 500 m).
  const box = [point.lng - 0.008, point.lat - 0.007, point.lng + 0.008, point.lat + 0.007].map((n) => n.toFixed(4)).join(',');
  await page.goto(`/s?bbox=${box}`);
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  const shown = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(price);
  await expect(page.getByRole('button', { name: `${shown} per night` })).toBeVisible();
  await shot(page, 'search-1280');

  // Another member books it (instant book: confirmed at once).
  const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const guestPage = await guest.newPage();
  const l = await listing(guestPage.request, id);
  expect(l.instantBook).toBe(true);
  await book(guestPage, l, 'Reserve');
  await expect(guestPage.getByText(title).first()).toBeVisible();
  await guest.close();

  // The host unlists it from /host (asked first): it leaves search, the booked stay goes ahead.
  await page.goto('/host');
  await row.getByRole('button', { name: 'Unlist' }).click();
  await expect(page.getByRole('dialog', { name: 'Unlist this listing?' })).toContainText(title);
  await page.getByRole('dialog').getByRole('button', { name: 'Unlist' }).click();
  await expect(row.getByText('Unlisted', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Relist' })).toBeVisible();
  await page.goto(`/s?bbox=${box}`);
  // The results have arrived (a count of stays, or none) before the card's absence means anything.
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { name: 'No exact matches' })).first())
    .toHaveText(/\d+ stays? in|No exact matches/);
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});

test('on a phone, a host fills the basics, uploads photos, reorders them by keyboard, and nothing scrolls sideways @phone', async ({ page }) => {
  test.setTimeout(180_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const files = await photoFiles(3);
  const noSidewaysScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/login?returnTo=%2Fhost%2Flistings%2Fnew');
  await logIn(page, HOST);
  await expect(page).toHaveURL(/\/host\/listings\/new$/);

  // The step list folds into "Step 1 of 9" with a menu of the steps.
  const steps = page.getByRole('navigation', { name: 'Listing steps' });
  await expect(steps.getByRole('button', { name: /Step 1 of 9/ })).toBeVisible();
  await expect(steps.getByRole('listitem').first()).toBeHidden();
  await steps.getByRole('button', { name: /Step 1 of 9/ }).click();
  await expect(steps.getByRole('listitem')).toHaveCount(9);
  await steps.getByRole('button', { name: /Step 1 of 9/ }).click();
  await noSidewaysScroll();

  await page.getByLabel('Title').fill(`Tiny cabin on stilts ${run}`);
  await page.getByRole('radio', { name: 'Cabin' }).check({ force: true });
  await shot(page, 'basics-390');
  await saveAndContinue(page);
  await stepHeading(page, 'Location');
  await noSidewaysScroll();
  await page.goto(page.url().replace('step=location', 'step=photos'));
  await stepHeading(page, 'Photos');

  await page.locator('input[type="file"]').setInputFiles(files.good);
  await expect(page.getByRole('row')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByText('Add 2 more photos to publish')).toBeVisible();
  await noSidewaysScroll();
  const keys = async () => page.getByRole('row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key')));
  const before = await keys();

  // Keyboard only: into the grid, over to photo 3, Tab to its move handle, Enter (drop target: after
  // photo 3), three drop targets back (before photo 1), Enter.
  await page.getByRole('row').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move photo 3' })).toBeFocused();
  await page.keyboard.press('Enter');
  // React Aria starts a keyboard drag on the next frame, by focusing its first drop target: a key
  // pressed before that frame is lost, so each step waits for the target it leads to.
  const target = page.locator(':focus');
  await expect(target).toHaveAccessibleName(/^Insert after Photo 3/);
  for (const next of [/^Insert between Photo 2.* and Photo 3/, /^Insert between Photo 1.* and Photo 2/, /^Insert before Photo 1/]) {
    await page.keyboard.press('ArrowLeft');
    await expect(target).toHaveAccessibleName(next);
  }
  await page.keyboard.press('Enter');
  await expect.poll(keys).toEqual([before[2], before[0], before[1]]);
  await expect(page.getByRole('row').first()).toHaveAccessibleName(/the cover/);
  // The order is the server's: it survives a reload.
  await page.reload();
  await expect.poll(keys).toEqual([before[2], before[0], before[1]]);
  await shot(page, 'photos-390');
  await noSidewaysScroll();
});

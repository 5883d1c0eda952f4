import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { addDays, book, demoHostListing } from './stays';
import { airbnbFeed, feedServer, freeNights, night, quoteStatus, showNight, signedInHost, watchedPage } from './hostCalendar';

/**
 * The host's calendar (issue 10 §4, §5, §7): blocks and prices that guests see at once, a stay's
 * nights that cannot be blocked, an iCal feed from a local server whose nights close, and the
 * export feed, parsed. Host pages are watched for console errors like the guarded `page`.
 */

test('a host blocks nights a guest then cannot book, opens them again, and prices nights the listing shows', async ({ page, browser }, info) => {
  const { page: host, problems, close } = await signedInHost(browser);
  // The booking box asks for a quote the server refuses (409), which the browser logs.
  const guest = await watchedPage(browser, {}, [409]);
  const l = await demoHostListing(page.request, host.request, true);
  const r = await freeNights(page.request, l, 3, 20);
  const checkOut = addDays(r.end, 1);
  try {
    await host.goto(`/host/listings/${l.id}/calendar`);
    await expect(host.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await expect(host.getByText(l.title)).toBeVisible();
    await showNight(host, r.start);
    await showNight(host, r.end);

    // Drag from the first night to the last.
    await night(host, r.start).hover();
    await host.mouse.down();
    await night(host, addDays(r.start, 1)).hover();
    await night(host, r.end).hover();
    await host.mouse.up();
    const panel = host.getByRole('region', { name: /^Selected nights/ });
    await expect(panel.getByRole('heading', { name: /3 nights/ })).toBeVisible();
    await panel.getByRole('button', { name: 'Block nights', exact: true }).click();
    await expect(panel.getByRole('status')).toHaveText('Blocked 3 nights.');
    for (const d of [r.start, addDays(r.start, 1), r.end]) await expect(night(host, d)).toHaveAccessibleName(/blocked by you$/);
    await expect(night(host, checkOut)).not.toHaveAccessibleName(/blocked/);
    await host.screenshot({ path: info.outputPath('blocked-1280.png') });

    // A guest can no longer pick those nights: the listing's calendar has them unavailable and the stay is refused.
    expect((await quoteStatus(page.request, l, r.start, checkOut)).body.error?.code).toBe('DATES_UNAVAILABLE');
    await page.goto(`/listings/${l.id}`);
    const guestCalendar = page.locator('#availability');
    await showNight(guestCalendar, r.start);
    for (const d of [r.start, r.end]) await expect(night(guestCalendar, d)).toHaveAttribute('aria-disabled', 'true');
    await guest.page.goto(`/listings/${l.id}?checkin=${r.start}&checkout=${checkOut}&guests=2`);
    await expect(guest.page.getByRole('alert').filter({ hasText: 'Those dates are no longer available' })).toBeVisible();
    await expect(guest.page.getByRole('button', { name: 'Reserve' }).first()).toBeDisabled();

    // Open them again: clear, then click the first night and the last.
    await panel.getByRole('button', { name: 'Clear selection' }).click();
    await expect(panel).toHaveCount(0);
    await night(host, r.start).click();
    await night(host, r.end).click();
    await panel.getByRole('button', { name: 'Unblock nights' }).click();
    await expect(panel.getByRole('status')).toHaveText('Opened 3 nights.');
    await expect(night(host, r.start)).toHaveAccessibleName(/available$/);
    expect((await quoteStatus(page.request, l, r.start, checkOut)).status).toBe(200);

    // Escape clears the selection; focus goes back to the grid.
    await host.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(night(host, r.end)).toBeFocused();

    // Price the nights by keyboard: from the first night, Shift+arrows stretch the selection over three.
    await host.keyboard.press('ArrowLeft');
    await host.keyboard.press('ArrowLeft');
    await expect(night(host, r.start)).toBeFocused();
    await host.keyboard.press('Shift+ArrowRight');
    await host.keyboard.press('Shift+ArrowRight');
    await expect(panel.getByRole('heading', { name: /3 nights/ })).toBeVisible();
    await panel.getByRole('textbox', { name: 'Nightly price' }).fill('234');
    await panel.getByRole('button', { name: 'Set price' }).click();
    await expect(panel.getByRole('status')).toHaveText('€234 a night for 3 nights.');
    await expect(night(host, r.start)).toHaveAccessibleName(/custom price €234, available$/);

    await page.goto(`/listings/${l.id}?checkin=${r.start}&checkout=${checkOut}&guests=2`);
    await expect(page.getByText('€234 × 3 nights')).toBeVisible();

    // Back to the base price.
    await panel.getByRole('button', { name: /^Use base price/ }).click();
    await expect(panel.getByRole('status')).toHaveText('Back to the base price for 3 nights.');
    await expect(night(host, r.start)).not.toHaveAccessibleName(/custom price/);
    const quote = await quoteStatus(page.request, l, r.start, checkOut);
    expect(quote.body.nights.map((n: { price: number }) => n.price)).not.toContain(23400);
    expect(problems).toEqual([]);
    expect(guest.problems).toEqual([]);
  } finally {
    // Leave the demo listing as it was, whatever happened above.
    await host.request.post(`/api/v1/listings/${l.id}/calendar/unblock`, { data: { startDate: r.start, endDate: checkOut } });
    await host.request.post(`/api/v1/listings/${l.id}/calendar/price`, { data: { startDate: r.start, endDate: checkOut, nightlyPrice: null } });
    await close();
    await guest.close();
  }
});

test('a host cannot block nights a stay holds, is told why, and reaches the stay from the calendar', async ({ page, browser }, info) => {
  // The refused block (409) is logged by the browser; nothing else may be.
  const { page: host, problems, close } = await signedInHost(browser, {}, [409]);
  const l = await demoHostListing(page.request, host.request, true);
  const id = await book(page, l, 'Reserve');
  const stay = (await (await page.request.get(`/api/v1/bookings/${id}`)).json()) as { checkIn: string; checkOut: string; guest: { name: string } };
  try {
    await host.goto(`/host/listings/${l.id}/calendar`);
    await showNight(host, stay.checkIn);
    await expect(night(host, stay.checkIn)).toHaveAccessibleName(new RegExp(`booked by ${stay.guest.name}`));
    await expect(host.getByRole('link', { name: stay.guest.name })).toHaveAttribute('href', `/host/reservations/${id}`);
    await night(host, stay.checkIn).click();
    await night(host, stay.checkIn).click();
    const panel = host.getByRole('region', { name: /^Selected nights/ });
    await expect(panel.getByRole('link', { name: stay.guest.name })).toHaveAttribute('href', `/host/reservations/${id}`);
    await panel.getByRole('button', { name: 'Block nights', exact: true }).click();
    await expect(panel.getByRole('alert')).toContainText('A reservation holds some of these nights');
    await host.screenshot({ path: info.outputPath('refused-1280.png') });
    await expect(night(host, stay.checkIn)).toHaveAccessibleName(new RegExp(`booked by ${stay.guest.name}`));
    await expectNoSeriousViolations(host, 'main');
    expect(problems).toEqual([]);
  } finally {
    await page.request.post(`/api/v1/bookings/${id}/cancel`, { data: {} });
    await close();
  }
});

test('a host adds an iCal feed from another site; its nights close for guests and show under its name', async ({ page, browser }, info) => {
  const { page: host, problems, close } = await signedInHost(browser);
  const l = await demoHostListing(page.request, host.request, false);
  const a = await freeNights(page.request, l, 4, 30);
  const b = await freeNights(page.request, l, 2, 50);
  const feed = await feedServer(airbnbFeed([
    { start: a.start, endExclusive: addDays(a.end, 1) },
    { start: b.start, endExclusive: addDays(b.end, 1), summary: 'Airbnb (Not available)' },
  ]));
  try {
    await host.goto(`/host/listings/${l.id}/calendar`);
    const feeds = host.getByRole('region', { name: 'Imported calendars' });
    await expect(feeds.getByText('No calendars imported yet')).toBeVisible();
    const add = host.getByRole('region', { name: 'Add a calendar' });
    await add.getByRole('textbox', { name: 'Name' }).fill('Airbnb');
    await add.getByRole('textbox', { name: 'Calendar address' }).fill(feed.url);
    await add.getByRole('button', { name: 'Add calendar' }).click();
    await expect(add.getByRole('status')).toHaveText('Airbnb added: 2 busy ranges.');
    const item = feeds.getByRole('listitem', { name: 'Airbnb' });
    await expect(item).toContainText(feed.url);
    await expect(item).toContainText('2 busy ranges');
    await expect(item).toContainText(/Last synced /);

    // The imported nights carry the feed's name in the grid, and guests cannot book them.
    await showNight(host, a.start);
    await expect(night(host, a.start)).toHaveAccessibleName(/busy in Airbnb$/);
    // Four nights may run into the month after the two on screen: one page on, both months show.
    await showNight(host, a.end);
    await expect(night(host, a.start)).toHaveAccessibleName(/busy in Airbnb$/);
    await expect(night(host, a.end)).toHaveAccessibleName(/busy in Airbnb$/);
    await expect(host.locator('[data-kind="imported"]').getByText('Airbnb').first()).toBeVisible();
    expect((await quoteStatus(page.request, l, a.start, addDays(a.start, 2))).body.error?.code).toBe('DATES_UNAVAILABLE');
    expect((await quoteStatus(page.request, l, b.start, addDays(b.end, 1))).body.error?.code).toBe('DATES_UNAVAILABLE');
    await page.goto(`/listings/${l.id}`);
    await showNight(page.locator('#availability'), a.start);
    await expect(night(page.locator('#availability'), a.start)).toHaveAttribute('aria-disabled', 'true');

    // The other site fails: the host sees the error and its time; the last good nights are kept.
    feed.state.status = 503;
    await item.getByRole('button', { name: 'Sync now' }).click();
    await expect(item.getByRole('status')).toHaveText('Airbnb could not be read. Its last good busy nights are kept.');
    await expect(item).toContainText(/Last attempt failed .+:/);
    await expect(night(host, a.start)).toHaveAccessibleName(/busy in Airbnb$/);
    await host.screenshot({ path: info.outputPath('feed-error-1280.png'), fullPage: true });

    // It recovers and drops a range the other site no longer lists.
    feed.state.status = 200;
    feed.state.body = airbnbFeed([{ start: a.start, endExclusive: addDays(a.end, 1) }], '20261102T120000Z');
    await item.getByRole('button', { name: 'Sync now' }).click();
    await expect(item.getByRole('status')).toHaveText('Airbnb synced.');
    await expect(item).toContainText('1 busy range');
    await expect(item).not.toContainText(/Last attempt failed/);
    expect((await quoteStatus(page.request, l, b.start, addDays(b.end, 1))).status).toBe(200);

    // An uploaded .ics file is a feed too.
    await add.getByRole('textbox', { name: 'Name' }).fill('Booking.com');
    const chooser = host.waitForEvent('filechooser');
    await add.getByRole('button', { name: 'Upload an .ics file' }).click();
    await (await chooser).setFiles({ name: 'booking.ics', mimeType: 'text/calendar', buffer: Buffer.from(airbnbFeed([{ start: b.start, endExclusive: addDays(b.end, 1) }])) });
    await expect(add.getByRole('status')).toHaveText('Booking.com added: 1 busy range.');
    await expect(feeds.getByRole('listitem', { name: 'Booking.com' })).toContainText('Uploaded file');
    expect((await quoteStatus(page.request, l, b.start, addDays(b.end, 1))).body.error?.code).toBe('DATES_UNAVAILABLE');

    // Removing both opens their nights again.
    for (const name of ['Airbnb', 'Booking.com']) {
      await feeds.getByRole('listitem', { name }).getByRole('button', { name: 'Remove' }).click();
      const dialog = host.getByRole('dialog', { name: `Remove ${name}?` });
      await dialog.getByRole('button', { name: 'Remove calendar' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(feeds.getByRole('listitem', { name })).toHaveCount(0);
    }
    await expect(feeds.getByText('No calendars imported yet')).toBeVisible();
    await expect(night(host, a.start)).toHaveAccessibleName(/available$/);
    expect((await quoteStatus(page.request, l, a.start, addDays(a.start, 2))).status).toBe(200);
    expect(problems).toEqual([]);
  } finally {
    await feed.close();
    const left = await (await host.request.get(`/api/v1/listings/${l.id}/feeds`)).json();
    for (const f of left.feeds ?? []) await host.request.delete(`/api/v1/listings/${l.id}/feeds/${f.id}`);
    await close();
  }
});

test('the exported feed parses and holds the blocked nights; resetting the address retires the old one', async ({ page, browser }) => {
  const { page: host, problems, close } = await signedInHost(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  const l = await demoHostListing(page.request, host.request, true);
  const r = await freeNights(page.request, l, 2, 40);
  const end = addDays(r.end, 1);
  try {
    expect((await host.request.post(`/api/v1/listings/${l.id}/calendar/block`, { data: { startDate: r.start, endDate: end } })).ok()).toBe(true);
    await host.goto(`/host/listings/${l.id}/calendar`);
    const exportSection = host.getByRole('region', { name: 'Roost’s calendar address' });
    const field = exportSection.getByRole('textbox', { name: 'Export address (iCal)' });
    await expect(field).toHaveValue(/\/calendar\.ics\?token=/);
    const url = await field.inputValue();
    await exportSection.getByRole('button', { name: 'Copy' }).click();
    await expect(exportSection.getByRole('status')).toHaveText('Copied');
    expect(await host.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Anyone with the address (no session needed) gets a calendar that parses, with the blocked nights.
    const res = await page.request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const blocked = events.find((e) => e.startDate.toString() === r.start);
    expect(blocked, `an event starting ${r.start}`).toBeTruthy();
    expect(blocked!.endDate.toString()).toBe(end);
    expect(blocked!.startDate.isDate).toBe(true);

    // Reset: the old address stops working, the new one works.
    await exportSection.getByRole('button', { name: 'Reset address' }).click();
    const dialog = host.getByRole('dialog', { name: 'Reset the calendar address?' });
    await expect(dialog).toContainText('Give the new one to every site');
    await dialog.getByRole('button', { name: 'Reset address' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(exportSection.getByRole('status')).toHaveText('A new address is ready. Give it to your other sites.');
    await expect(field).not.toHaveValue(url);
    const fresh = await field.inputValue();
    expect((await page.request.get(url)).status()).toBe(404);
    expect((await page.request.get(fresh)).status()).toBe(200);
    expect(problems).toEqual([]);
  } finally {
    await host.request.post(`/api/v1/listings/${l.id}/calendar/unblock`, { data: { startDate: r.start, endDate: end } });
    await close();
  }
});

// Runs in the "phone" project (390 × 844, touch).
test('@phone on a phone a host taps two nights, blocks them from the sheet, and nothing scrolls sideways', async ({ page, browser }, info) => {
  const { page: host, problems, close } = await signedInHost(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const l = await demoHostListing(page.request, host.request, true);
  const r = await freeNights(page.request, l, 2, 25);
  const end = addDays(r.end, 1);
  try {
    await host.goto(`/host/listings/${l.id}/calendar`);
    await showNight(host, r.start);
    await showNight(host, r.end);
    await night(host, r.start).tap();
    await night(host, r.end).tap();
    const sheet = host.getByRole('region', { name: /^Selected nights/ });
    await expect(sheet.getByRole('heading', { name: /2 nights/ })).toBeVisible();
    // The sheet does not hide the night just tapped: the page scrolls it above the sheet.
    await expect.poll(async () => (await night(host, r.end).boundingBox())!.y + (await night(host, r.end).boundingBox())!.height)
      .toBeLessThanOrEqual((await sheet.boundingBox())!.y);
    expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await host.screenshot({ path: info.outputPath('sheet-390.png') });
    await sheet.getByRole('button', { name: 'Block nights', exact: true }).tap();
    await expect(sheet.getByRole('status')).toHaveText('Blocked 2 nights.');
    await expect(night(host, r.start)).toHaveAccessibleName(/blocked by you$/);
    expect((await quoteStatus(page.request, l, r.start, end)).body.error?.code).toBe('DATES_UNAVAILABLE');
    await sheet.getByRole('button', { name: 'Clear selection' }).tap();
    await expect(sheet).toHaveCount(0);
    await host.screenshot({ path: info.outputPath('blocked-390.png'), fullPage: true });
    expect(await host.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  } finally {
    await host.request.post(`/api/v1/listings/${l.id}/calendar/unblock`, { data: { startDate: r.start, endDate: end } });
    await close();
  }
});

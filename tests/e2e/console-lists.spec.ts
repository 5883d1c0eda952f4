import type { Page } from '@playwright/test';
import { expect, montevideoListing, test } from './fixtures';
import { bookNearStay, expectNoSidewaysScroll, newVerifiedMember, operatorOn, scanA11y, shot } from './trust';
import { listing } from './stays';

// Issue 14: the operator finds a listing by place, suspends it and restores it with a reason;
// finds a booking by its guest and reads its history. Both lists keep their view in the URL.

async function narrow(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the operator finds a listing by place, suspends and restores it, and reads a booking found by its guest', async ({ page, browser }) => {
  const l = await montevideoListing(page);
  const admin = await operatorOn(browser, '/admin/listings');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await expect(admin.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
  await admin.getByLabel('Place (city, region or country code)').fill('montevideo');
  await admin.getByLabel('Title or id').fill(l.title);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL(/place=montevideo/);
  const row = admin.getByRole('row').filter({ hasText: l.title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('published');

  // Sorting by a column is a link too, and says so to assistive technology.
  await admin.getByRole('button', { name: 'Sort by Listing' }).click();
  await expect(admin).toHaveURL(/sort=title&dir=asc/);
  await expect(admin.getByRole('columnheader', { name: 'Sort by Listing' })).toHaveAttribute('aria-sort', 'ascending');
  await scanA11y(admin);
  await shot(admin, 'listings-1280');

  // Suspend: a reason is required, the toast says what happened, the row shows it.
  await row.getByRole('button', { name: `Suspend “${l.title}”` }).click();
  const dialog = admin.getByRole('dialog', { name: `Suspend “${l.title}”?` });
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason (shown to the host)').fill('Checking reports of a double booking.');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByText(`“${l.title}” is suspended.`)).toBeVisible();
  await expect(row).toContainText('suspended');
  await expect(row).toContainText('Checking reports of a double booking.');
  await narrow(admin, 'listings');

  // Restore, by keyboard: focus the button, Enter, type the reason, Enter.
  await row.getByRole('button', { name: `Restore “${l.title}”` }).focus();
  await admin.keyboard.press('Enter');
  const again = admin.getByRole('dialog', { name: `Restore “${l.title}”?` });
  await again.getByLabel('Reason (kept in the audit log)').fill('No double booking found.');
  await admin.keyboard.press('Enter');
  await expect(admin.getByText(`“${l.title}” is restored.`)).toBeVisible();
  await expect(row).toContainText('published');
  expect((await (await page.request.get(`/api/v1/listings/${l.id}`)).json()).id).toBe(l.id);

  // A guest books a stay; the operator finds it by the guest's name and opens its history.
  const name = `Greta Lookup ${Date.now().toString(36)}`;
  const guest = await newVerifiedMember(page, name);
  const instant = await montevideoListing(page, '&instant=true');
  const stay = await bookNearStay(page.request, await listing(page.request, instant.id));
  await admin.getByRole('link', { name: 'Bookings' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await admin.getByLabel('Booking id, guest, host or listing').fill(name);
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/q=Greta/);
  await expect(admin.getByRole('row')).toHaveCount(2);
  await scanA11y(admin);
  await shot(admin, 'bookings-1280');
  await narrow(admin, 'bookings');
  await admin.getByRole('row').filter({ hasText: stay.id }).getByRole('link', { name: instant.title }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/bookings/${stay.id}$`));
  await expect(admin.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: `by ${name} (guest)` }).first()).toBeVisible();
  await expect(admin.getByText(guest.email)).toBeVisible();
  await scanA11y(admin);
  await shot(admin, 'booking-1280');
  await narrow(admin, 'booking');
});

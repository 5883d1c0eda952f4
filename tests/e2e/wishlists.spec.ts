import { request as playwrightRequest, type Locator, type Page, type TestInfo } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { freeStay, GUEST, listing, logIn, PASSWORD } from './stays';
import { accountMenu } from './member';

/**
 * Wishlists (issue 12 §3): the heart on cards and on the listing page, a visitor saving on the
 * way through logging in, the lists, one list with dates, the "choose a list" dialog, keyboard
 * and phone. The demo guest's lists are cleared first, so each journey starts from none.
 */

const MONTEVIDEO = '/s?bbox=-56.30,-34.95,-56.00,-34.80&sort=rating';

async function clearGuestLists(info: TestInfo) {
  const baseURL = info.project.use.baseURL!;
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  try {
    expect((await api.post('/api/auth/sign-in/email', { data: { email: GUEST, password: PASSWORD } })).ok()).toBe(true);
    const { wishlists } = (await (await api.get('/api/v1/wishlists')).json()) as { wishlists: { id: string }[] };
    for (const w of wishlists) expect((await api.delete(`/api/v1/wishlists/${w.id}`)).ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

async function shot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: false });
}

/** A result card (its list item) and the listing id its link points at. */
async function firstCard(page: Page): Promise<{ card: Locator; id: string }> {
  const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Save to wishlist' }) }).first();
  await expect(card).toBeVisible();
  const href = (await card.getByRole('heading').getByRole('link').getAttribute('href'))!;
  return { card, id: href.split('/')[2] };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

test('a visitor saves a stay from search, logs in on the way, finds it in their wishlist, prices it for dates and removes it', async ({ page }, info) => {
  test.setTimeout(120_000);
  await clearGuestLists(info);
  await page.goto(MONTEVIDEO);
  const { card, id } = await firstCard(page);
  const heart = card.getByRole('button', { name: 'Save to wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await shot(page, info, 'search-hearts-visitor');

  // The heart takes a visitor to log in, carrying the page and what to save.
  await heart.click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  expect(new URLSearchParams(new URL(page.url()).searchParams.get('returnTo')!.split('?')[1]).get('save')).toBe(id);
  await logIn(page, GUEST);

  // Back on the same search, the stay is saved (to a first list the server creates) and the
  // parameter has left the URL, so a reload does not save again.
  await expect(page).toHaveURL(/\/s\?bbox=/);
  await expect(page.getByRole('alertdialog').filter({ hasText: 'Saved to “Saved”' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('save')).toBeNull();
  const saved = page.getByRole('main').getByRole('listitem').filter({ has: page.locator(`a[href^="/listings/${id}"]`) }).getByRole('button', { name: 'Save to wishlist' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await shot(page, info, 'search-saved-toast');

  // The member menu's Wishlists leads to the lists, with cover and count.
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Wishlists' }).click();
  await expect(page).toHaveURL(/\/wishlists$/);
  await expect(page.getByRole('heading', { name: 'Wishlists', level: 1 })).toBeVisible();
  const list = page.getByRole('link', { name: /Saved\s*1 stay/ });
  await expect(list).toBeVisible();
  await shot(page, info, 'wishlists-page');
  await expectNoSeriousViolations(page);

  // The list: the stay as a card beside the map.
  await list.click();
  await expect(page).toHaveURL(/\/wishlists\/wl_/);
  await expect(page.getByRole('heading', { name: 'Saved', level: 1 })).toBeVisible();
  const item = page.getByRole('main').getByRole('listitem').filter({ has: page.locator(`a[href^="/listings/${id}"]`) });
  await expect(item).toBeVisible();
  await expect(page.getByText('Add dates to see which stays are free')).toBeVisible();
  await expect(page.getByRole('button', { name: /per night/ })).toBeVisible({ timeout: 30_000 });
  await shot(page, info, 'wishlist-no-dates');

  // Dates typed into the stay inputs: availability and the total for them, kept in the URL.
  const l = await listing(page.request, id);
  const { maxGuests } = (await (await page.request.get(`/api/v1/listings/${id}`)).json()) as { maxGuests: number };
  const stay = await freeStay(page.request, l);
  const typeDate = async (name: string, iso: string) => {
    const [y, m, d] = iso.split('-');
    await page.getByRole('group', { name }).getByRole('spinbutton').first().focus();
    await page.keyboard.type(`${m}${d}${y}`);
  };
  await typeDate('Check-in', stay.checkIn);
  await typeDate('Check-out', stay.checkOut);
  await expect.poll(() => new URL(page.url()).searchParams.get('checkout')).toBe(stay.checkOut);
  expect(new URL(page.url()).searchParams.get('checkin')).toBe(stay.checkIn);
  const quote = await (await page.request.get(`/api/v1/listings/${id}/quote?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests=1`)).json();
  const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: quote.currency, minimumFractionDigits: quote.total % 100 ? 2 : 0 }).format(quote.total / 100);
  await expect(item.getByText('Available for your dates')).toBeVisible();
  await expect(item.getByText(`${total} total`, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await shot(page, info, 'wishlist-dates');
  await expectNoSeriousViolations(page);
  await page.reload();
  await expect(item.getByText('Available for your dates')).toBeVisible();

  // More guests than the place takes: the server says why it does not fit.
  await page.goto(`${new URL(page.url()).pathname}?checkin=${stay.checkIn}&checkout=${stay.checkOut}&guests=16`);
  await expect(item.getByText(maxGuests < 16 ? 'Too many guests for this place' : 'Available for your dates')).toBeVisible();
  await shot(page, info, 'wishlist-unavailable');

  // The heart on the list's own page takes the stay out of it at once; Undo puts it back.
  await item.getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(item).toHaveCount(0);
  const removed = page.getByRole('alertdialog').filter({ hasText: 'Removed from “Saved”' });
  await expect(removed).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing saved in this list yet' })).toBeVisible();
  await shot(page, info, 'wishlist-empty-after-remove');
  await removed.getByRole('button', { name: 'Undo' }).click();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(item).toHaveCount(0);
  const saves = await (await page.request.get('/api/v1/wishlists/saved')).json();
  expect(saves.listingIds).not.toContain(id);
});

test('a member saves by keyboard, moves the stay to a new list from the dialog, renames and deletes lists', async ({ page }, info) => {
  test.setTimeout(120_000);
  await clearGuestLists(info);
  await page.goto(`/login?returnTo=${encodeURIComponent(MONTEVIDEO)}`);
  await logIn(page, GUEST);
  await expect(page).toHaveURL(/\/s\?bbox=/);
  const { card, id } = await firstCard(page);
  const heart = card.getByRole('button', { name: 'Save to wishlist' });

  // Keyboard only: Tab to the first card's heart, Enter saves it.
  await page.getByRole('heading', { level: 1 }).first().click();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await heart.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(heart).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // F6 reaches the toast; its "Change" opens the dialog.
  const toast = page.getByRole('alertdialog').filter({ hasText: 'Saved to “Saved”' });
  await expect(toast).toBeVisible();
  await page.keyboard.press('F6');
  await expect(page.getByRole('region', { name: /notification/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toast).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toast.getByRole('button', { name: 'Change' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Choose wishlists' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Saved/ })).toBeChecked();

  // A second list by name, with the stay in it; then out of the first.
  const name = `Sea views ${Date.now().toString(36)}`;
  await dialog.getByLabel('New wishlist').fill(name);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
  await shot(page, info, 'choose-dialog');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('checkbox', { name: /^Saved/ }).press('Space');
  await expect(dialog.getByRole('checkbox', { name: /^Saved/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await expect.poll(async () => {
    const { wishlists } = await (await page.request.get('/api/v1/wishlists')).json();
    return wishlists.map((w: { name: string; count: number }) => `${w.name}:${w.count}`).sort();
  }).toEqual([`Saved:0`, `${name}:1`].sort());

  // The landing page's cards show the saved state too.
  await page.goto('/');
  const landingHeart = page.locator(`article:has(a[href^="/listings/${id}"]) button[aria-pressed="true"]`).first();
  await expect(landingHeart).toBeAttached({ timeout: 30_000 });
  await landingHeart.scrollIntoViewIfNeeded();
  await shot(page, info, 'landing-saved-heart');

  // /wishlists: rename (a name with markup is shown as text), delete with a confirmation.
  await page.goto('/wishlists');
  const markup = '<img src=x onerror=alert(1)> & "sun"';
  await page.getByRole('button', { name: `Options for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename wishlist' });
  await rename.getByLabel('Wishlist name').fill(markup);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByText(markup, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Options for Saved' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this wishlist?' });
  await expect(confirm).toContainText('“Saved” and the 0 stays');
  await confirm.getByRole('button', { name: 'Delete wishlist' }).click();
  await expect(page.getByRole('link', { name: /^Saved/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /1 stay/ })).toBeVisible();
  await shot(page, info, 'wishlists-renamed');

  // Deleting the last list leaves the empty state.
  await page.getByRole('button', { name: `Options for ${markup}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this wishlist?' }).getByRole('button', { name: 'Delete wishlist' }).click();
  await expect(page.getByRole('heading', { name: 'Create your first wishlist' })).toBeVisible();
  await shot(page, info, 'wishlists-empty');
});

test('@phone a member saves from the listing page and browses the list at 390 px without sideways scrolling', async ({ page }, info) => {
  test.setTimeout(120_000);
  await clearGuestLists(info);
  await page.goto(`/login?returnTo=${encodeURIComponent(MONTEVIDEO)}`);
  await logIn(page, GUEST);
  await expect(page).toHaveURL(/\/s\?bbox=/);
  const { id } = await firstCard(page);
  await shot(page, info, 'phone-search-hearts');

  await page.goto(`/listings/${id}`);
  const save = page.getByRole('button', { name: 'Save to wishlist' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('alertdialog').filter({ hasText: 'Saved to “Saved”' })).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, info, 'phone-listing-saved');

  await page.goto('/wishlists');
  await page.getByRole('link', { name: /Saved\s*1 stay/ }).click();
  await expect(page.getByRole('heading', { name: 'Saved', level: 1 })).toBeVisible();
  await expect(page.locator(`a[href^="/listings/${id}"]`).first()).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, info, 'phone-wishlist');
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(3000); // the basemap's tiles and the pin, for the picture
  await noSidewaysScroll(page);
  await shot(page, info, 'phone-wishlist-map');
  await page.getByRole('button', { name: 'Show list' }).click();
  await expect(page.locator(`a[href^="/listings/${id}"]`).first()).toBeVisible();
  await page.goto('/wishlists');
  await noSidewaysScroll(page);
  await shot(page, info, 'phone-wishlists');
});

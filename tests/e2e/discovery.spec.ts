import { test, expect, montevideoListing } from './fixtures';
import { addDays } from '../../src/domain/dates';
import { zoomToPins } from './mapPins';

/** A free stay of `nights` nights for a listing, found through the availability API. */
async function freeStay(request: import('@playwright/test').APIRequestContext, id: string, nights: number) {
  const detail = await (await request.get(`/api/v1/listings/${id}`)).json();
  const from = addDays(detail.today, 14);
  const a = await (await request.get(`/api/v1/listings/${id}/availability?from=${from}&to=${addDays(from, 60)}`)).json();
  const n = Math.max(nights, a.minNights);
  for (let i = 0; i + n <= a.nights.length; i++) {
    if (a.nights.slice(i, i + n).every((x: { available: boolean }) => x.available)) {
      return { checkin: a.nights[i].date as string, checkout: addDays(a.nights[i].date, n), nights: n };
    }
  }
  throw new Error('no free stay found');
}

test('a guest finds Montevideo, flips through photos, opens a listing, browses the gallery and prices a stay', async ({ page }) => {
  // The longest journey (map, gallery, calendar): 45–60 s on a loaded 2-core CI machine.
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const where = page.getByRole('combobox', { name: 'Where' });
  await where.fill('Montevideo');
  await expect(page.getByRole('option', { name: /Montevideo/ }).first()).toBeVisible();
  // Chosen by keyboard: a click may first scroll the page to the option, and React Aria closes the
  // list when the page scrolls (the click then waited for an option that never came back).
  await where.press('ArrowDown');
  await where.press('Enter');
  await expect(where).toHaveValue(/Montevideo/);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/s\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('place')).toMatch(/Montevideo/);
  expect(url.searchParams.get('bbox')).toMatch(/^-56\.\d+,-3[45]\.\d+,-5[56]\.\d+,-34\.\d+$/);

  // Result cards, each with its own photo carousel, and price pins on the map.
  const carousels = page.getByRole('region', { name: /photo/i });
  await expect(carousels.first()).toBeVisible();
  await expect.poll(() => carousels.count()).toBeGreaterThan(5);
  await expect(page.getByText(/\d+ stays|Over [\d,]+ stays/).first()).toBeVisible();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 30_000 });
  // City-wide, pins crowd into clusters; zooming in splits them into price pins.
  const pin = await zoomToPins(page, { minSteps: 1 });
  // Search as I move the map: the zoom put the new extent in the URL.
  await expect(page.getByRole('checkbox', { name: 'Search as I move the map' })).toBeChecked();
  expect(new URL(page.url()).searchParams.get('bbox')).not.toBe(url.searchParams.get('bbox'));
  // A pin opens a small card with photos.
  await pin.click();
  await expect(page.getByRole('region', { name: /photo/i }).last()).toBeVisible();

  // Next photo on the first card moves its carousel to the second slide.
  const first = carousels.first();
  await first.hover();
  await first.getByRole('button', { name: 'Next photo' }).click();
  await expect(first.getByRole('group', { name: /^2 of \d+/ })).toBeVisible();

  // Open the first listing.
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/listings\/[^/]+/);
  const id = new URL(page.url()).pathname.split('/')[2];
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Fullscreen gallery: arrow keys, position, Escape.
  await page.getByRole('button', { name: 'Show all photos' }).click();
  const gallery = page.getByRole('dialog');
  await expect(gallery).toBeVisible();
  await expect(gallery.getByText(/^1 \/ \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText(/^3 \/ \d+$/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();

  // Pick dates in the availability calendar → the server's price breakdown in the booking box.
  const stay = await freeStay(page.request, id, 3);
  const day = (iso: string) => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
  await page.getByRole('button', { name: new RegExp(day(stay.checkin)) }).first().click();
  await page.getByRole('button', { name: new RegExp(day(stay.checkout)) }).first().click();
  await expect(page).toHaveURL(new RegExp(`checkin=${stay.checkin}.*checkout=${stay.checkout}|checkout=${stay.checkout}.*checkin=${stay.checkin}`));
  const quote = await (await page.request.get(`/api/v1/listings/${id}/quote?checkin=${stay.checkin}&checkout=${stay.checkout}&guests=1`)).json();
  const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: quote.currency, minimumFractionDigits: quote.total % 100 ? 2 : 0 }).format(quote.total / 100);
  await expect(page.getByText(new RegExp(`${stay.nights} nights`)).first()).toBeVisible();
  await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Reserve|Request to book)$/ }).first()).toBeVisible();
});

test('search state lives in the URL: reload and back restore the same results', async ({ page }) => {
  await page.goto('/s?place=Montevideo&bbox=-56.30,-34.95,-56.00,-34.80&sort=price_asc&guests=2');
  const carousels = page.getByRole('region', { name: /photo/i });
  await expect(carousels.first()).toBeVisible();
  const titles = async () => (await page.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 5);
  const before = await titles();
  await page.reload();
  await expect(carousels.first()).toBeVisible();
  expect(await titles()).toEqual(before);
  await page.goto('/s?place=Lisbon&bbox=-9.25,38.68,-9.05,38.8');
  await expect(carousels.first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(titles).toEqual(before);
});

test('the header pill on an inner page sums up the search in its URL and unfolds into the full bar', async ({ page }) => {
  const { id } = await montevideoListing(page);
  await page.goto(`/listings/${id}?place=Porto&checkin=2027-06-01&checkout=2027-06-04&guests=3`);
  const pill = page.getByRole('button', { name: /^Change search: / });
  await expect(pill).toHaveAccessibleName('Change search: Porto · Jun 1 – Jun 4 · 3 guests');
  await pill.click();
  await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue('Porto');
  await expect(page.getByRole('button', { name: 'Guests' }).or(page.getByRole('button', { name: /^Guests/ })).first()).toContainText('3');
  // A date that does not exist, or dates the wrong way round, are left out, as the search page does.
  await page.goto(`/listings/${id}?checkin=2027-02-30&checkout=2027-03-03&guests=17`);
  await expect(page.getByRole('button', { name: /^Change search: / })).toHaveAccessibleName('Change search: Anywhere · Any week · Add guests');
});

test('an unknown page is a helpful 404', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /home|search|explore/i }).first()).toBeVisible();
});

test('a shared listing link previews with its title, description and photo', async ({ request }) => {
  const list = await (await request.get('/api/v1/listings?bbox=-56.30,-34.95,-56.00,-34.80')).json();
  const l = list.results[0];
  const html = await (await request.get(`/listings/${l.id}/${l.slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${l.title.replace(/&/g, '&amp;')}"`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\/photos\/[^"]+\.webp"/);
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
});

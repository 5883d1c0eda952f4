import type { Browser, BrowserContext } from '@playwright/test';
import { test, expect, montevideoListing } from './fixtures';
import { GUEST, HOST, logIn } from './stays';

// Pages the server paints before any script runs (docs/decisions/0026-pages-paint-from-the-server.md):
// the painted markup is what guests see first, and the app takes it over where it stands.

const WIDE = { width: 1280, height: 800 };

/** A member signed in through the form, in a browser context of their own, on `returnTo`. */
async function signedIn(browser: Browser, member: string, returnTo: string) {
  const context = await browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await logIn(page, member);
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
  return { context, page };
}

/** A page opened without JavaScript with the member's cookies: what the server painted, still inert. */
async function paintedWithoutScript(browser: Browser, member: BrowserContext, path: string) {
  const bare = await browser.newContext({ javaScriptEnabled: false, viewport: WIDE, storageState: await member.storageState() });
  const still = await bare.newPage();
  await still.goto(path);
  const painted = still.locator('#root > [data-painted]');
  await expect(painted).toHaveAttribute('inert', '');
  return { painted, close: () => bare.close() };
}

test('a listing paints its photo, title and price from the server, before any script runs', async ({ browser, page }) => {
  const listing = await montevideoListing(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto(`/listings/${listing.id}`);
  // Hidden from assistive tech until the app takes over, hence CSS locators.
  await expect(bare.locator('h1').first()).toHaveText(listing.title);
  await expect(bare.locator('main img').first()).toBeVisible();
  await expect(bare.locator('main img').first()).toHaveJSProperty('complete', true);
  await expect(bare.locator('main').getByText(/€\s?\d+/).first()).toBeVisible();
  // Inert: nobody types into or presses what is not live yet.
  await expect(bare.locator('#root > [data-painted]')).toHaveAttribute('inert', '');
  await context.close();
});

test('the app takes a painted listing over without drawing it again, and it becomes live', async ({ page }) => {
  const listing = await montevideoListing(page);
  // Counts elements removed from the painted markup while the app takes it over.
  await page.addInitScript(() => {
    const w = window as unknown as { removedPhotos: number };
    w.removedPhotos = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.removedNodes) if (n instanceof Element && (n.matches('img') || n.querySelector('img'))) w.removedPhotos++;
    }).observe(document, { childList: true, subtree: true });
  });
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
  await page.goto(`/listings/${listing.id}`);
  await expect(page.getByRole('heading', { name: listing.title, level: 1 })).toBeVisible();
  await expect(page.locator('#root > [data-painted]')).not.toHaveAttribute('inert', '');
  // Once the parts below the fold have arrived too (the location is the last but one)…
  await expect(page.locator('#location')).toBeAttached();
  // …the photos the server painted are still the ones on screen: none was removed and drawn again.
  const removed = await page.evaluate(() => (window as unknown as { removedPhotos: number }).removedPhotos);
  expect(removed).toBe(0);
  // A page that only reads does not load the schema library (contract/values.ts): its evaluation
  // is a long task on a phone. Forms load it when they open.
  expect(scripts.length).toBeGreaterThan(10);
  expect(scripts.filter((s) => /zod/.test(s))).toEqual([]);
  // Live: the report link (a member action) answers a visitor by sending them to log in.
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
});

test('a search by place name is answered at once with the place found, its results painted from the server', async ({ browser }) => {
  // No redirect to the place's box first: on a phone that round trip came before anything showed
  // (docs/decisions/0050-search-by-place-without-a-redirect.md).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  const res = await bare.request.get('/s?place=Montevideo', { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  await bare.goto('/s?place=Montevideo');
  await expect(bare.locator('#root')).toHaveAttribute('data-url', /^\/s\?place=Montevideo&bbox=-56\.\d+%2C-3\d\.\d+%2C-56\.\d+%2C-34\.\d+$/);
  await expect(bare.locator('h1')).toContainText('Montevideo');
  await expect(bare.locator('main article').first()).toBeVisible();
  // Every card's photo is drawn as it arrives, not only the first: no script could mark one loaded
  // yet, and hidden they showed only once the app had started (seconds later on a phone).
  const photos = bare.locator('main article img');
  expect(await photos.count()).toBeGreaterThan(4);
  for (const img of (await photos.all()).slice(0, 6)) expect(await img.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await context.close();

  // The app takes that address over before it starts, and the results the server sent with it.
  const live = await browser.newContext();
  const page = await live.newPage();
  const searches: string[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/v1/listings') searches.push(r.url()); });
  await page.goto('/s?place=Montevideo');
  await expect(page).toHaveURL(/\/s\?place=Montevideo&bbox=-56\.\d+%2C/);
  await expect(page.locator('#root > [data-painted]')).not.toHaveAttribute('inert', '');
  await expect(page.locator('main article').first()).toBeVisible();
  expect(searches).toEqual([]);
  await live.close();
});

test('a member page arrives painted with the member signed in', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login?returnTo=%2Fwishlists');
  await logIn(page, GUEST);
  await expect(page).toHaveURL(/\/wishlists$/);
  const html = await (await page.request.get('/wishlists')).text();
  // The member's own first answers come with the page, and no shared cache may keep it.
  expect(html).toContain('id="roost-data"');
  expect(html).toContain('guest@demo.roost.test');
  // But never the session's token: its cookie is HttpOnly for a reason.
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
  expect(cookie?.value).toBeTruthy();
  expect(html).not.toContain(decodeURIComponent(cookie!.value).split('.')[0]);
  const res = await page.request.get('/wishlists');
  expect(res.headers()['cache-control']).toBe('private, no-cache');
  await context.close();
});

test('a host’s reservations arrive painted with the tab’s list, not a skeleton', async ({ browser }) => {
  const { context, page } = await signedIn(browser, HOST, '/host/reservations');
  const html = await (await page.request.get('/host/reservations')).text();
  expect(html).toMatch(/<div data-painted[^>]*>[\s\S]*href="\/host\/reservations\/[0-9a-f-]{36}"/);
  await context.close();
});

for (const { who, member, list, link } of [
  { who: 'a host’s reservation', member: HOST, list: '/host/reservations', link: /href="(\/host\/reservations\/[0-9a-f-]{36})"/ },
  { who: 'a guest’s trip', member: GUEST, list: '/trips', link: /href="(\/trips\/[0-9a-f-]{36})"/ },
]) {
  test(`${who} arrives painted with the booking, readable before any script runs`, async ({ browser }) => {
    const { context, page } = await signedIn(browser, member, list);
    const path = (await (await page.request.get(list)).text()).match(link)?.[1];
    expect(path).toBeTruthy();
    const booking = await (await page.request.get(`/api/v1/bookings/${path!.split('/').pop()}`)).json();

    const { painted, close } = await paintedWithoutScript(browser, context, path!);
    // The booking itself, not a skeleton: its listing, dates and total.
    await expect(painted.getByText(booking.listing.title).first()).toBeVisible();
    await expect(painted.getByText('Check-in', { exact: true })).toBeVisible();
    await expect(painted.getByText('Total', { exact: true }).first()).toBeVisible();
    await expect(painted.locator('[aria-busy="true"]')).toHaveCount(0);
    await close();

    // With its script the same page comes alive without asking for the booking again.
    const asked: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/api/v1/bookings/')) asked.push(r.url()); });
    await page.goto(path!);
    await expect(page.locator('#root > [data-painted]')).not.toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked).toEqual([]);
    await context.close();
  });
}

test('a host’s calendar arrives painted with its nights and prices, two months wide on a wide screen', async ({ browser }) => {
  const { context, page } = await signedIn(browser, HOST, '/host');
  const { listings } = await (await page.request.get('/api/v1/host/listings')).json();
  const listing = listings.find((l: { status: string }) => l.status === 'published');
  const path = `/host/listings/${listing.id}/calendar`;

  const { painted, close } = await paintedWithoutScript(browser, context, path);
  await expect(painted.locator('h1 + p')).toHaveText(listing.title);
  // Two months of nights, with their prices, not a skeleton.
  await expect(painted.locator('[role="grid"]')).toHaveCount(2);
  await expect(painted.locator('[role="grid"]').first().getByText(/\d/).first()).toBeVisible();
  expect(await painted.locator('[role="grid"]').last().innerText()).toMatch(/€\s?\d+|\d+\s?€/);
  await close();

  // The app takes it over with the same two months, without asking for its nights again.
  const asked: string[] = [];
  page.on('request', (r) => { if (/\/calendar\?|\/host\/listings\/[^/]+$/.test(r.url())) asked.push(r.url()); });
  await page.goto(path);
  await expect(page.locator('#root > [data-painted]')).not.toHaveAttribute('inert', '');
  await expect(page.getByRole('grid')).toHaveCount(2);
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  await context.close();
});

test('a conversation and the account arrive painted, readable before any script runs, and then come alive', async ({ browser }) => {
  const { context, page } = await signedIn(browser, GUEST, '/inbox');
  const { conversations } = await (await page.request.get('/api/v1/conversations?limit=5')).json();
  const conversation = await (await page.request.get(`/api/v1/conversations/${conversations[0].id}?limit=30`)).json();
  const newest = conversation.messages.at(-1).body as string;
  const me = await (await page.request.get('/api/v1/me')).json();

  const thread = await paintedWithoutScript(browser, context, `/inbox/${conversations[0].id}`);
  // Its newest message, and on a wide screen the list beside it, as the app will show them.
  await expect(thread.painted.getByText(newest).first()).toBeVisible();
  await expect(thread.painted.locator('[data-panes="two"]')).toBeVisible();
  await expect(thread.painted.locator('textarea')).toBeVisible();
  await thread.close();
  const account = await paintedWithoutScript(browser, context, '/account');
  await expect(account.painted.locator('input[autocomplete="name"]')).toHaveValue(me.name);
  await account.close();

  // Live, the composer takes what is typed.
  await page.goto(`/inbox/${conversations[0].id}`);
  await expect(page.locator('#root > [data-painted]')).not.toHaveAttribute('inert', '');
  const composer = page.getByRole('textbox', { name: /message/i });
  await composer.fill('Typed once the page is live');
  await expect(composer).toHaveValue('Typed once the page is live');
  await context.close();
});

test('times of day arrive painted in the reader’s time zone once their browser has said which', async ({ browser }) => {
  // Tokyo is nine hours from the server's UTC: a message's time painted in the wrong zone shows it.
  const context = await browser.newContext({ viewport: WIDE, timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await page.goto(`/login?returnTo=${encodeURIComponent('/inbox')}`);
  await logIn(page, GUEST);
  await expect(page).toHaveURL(/\/inbox$/);
  // The app leaves the browser's zone in a cookie once it is live (domain/timeZone.ts).
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'roost_tz')?.value).toBe('Asia/Tokyo');

  const { conversations } = await (await page.request.get('/api/v1/conversations?limit=5')).json();
  const conversation = await (await page.request.get(`/api/v1/conversations/${conversations[0].id}?limit=30`)).json();
  const newest = conversation.messages.at(-1).createdAt as string;
  const inTokyo = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Tokyo' }).format(new Date(newest));

  const thread = await paintedWithoutScript(browser, context, `/inbox/${conversations[0].id}`);
  // The thread's own time (after the list beside it, whose row says the day when it is not today).
  await expect(thread.painted.locator(`time[datetime="${newest}"]`).last()).toHaveText(inTokyo);
  await thread.close();
  // Live in Tokyo, the same text: nothing to patch when the app takes the page over.
  await page.goto(`/inbox/${conversations[0].id}`);
  await expect(page.locator('#root > [data-painted]')).not.toHaveAttribute('inert', '');
  await expect(page.locator(`time[datetime="${newest}"]`).last()).toHaveText(inTokyo);
  await context.close();
});

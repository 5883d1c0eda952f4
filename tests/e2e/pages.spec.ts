import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { accountMenu } from './member';

// Issue 14's site pages: the footer's About, Help, Terms and Privacy answer with real pages
// (the shipped defaults until an operator saves their own), sign-up links to the terms, and the
// operator edits a page with a preview. Pages render Markdown without raw HTML.

const ADMIN = { email: 'admin@demo.roost.test', password: 'roost-demo-2026' };
const GUEST = { email: 'guest@demo.roost.test', password: 'roost-demo-2026' };

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: who });
  expect(res.ok(), await res.text()).toBe(true);
}

test("the footer's links open the site's pages, each with its heading and date", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page.getByText(/^Last updated .*\b2026$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Booking and cancelling' })).toBeVisible();
  await expect(page).toHaveTitle(/^Terms of use · /);
  await expectNoSeriousViolations(page);

  for (const [name, heading] of [['About', /^About /], ['Help centre', 'Help'], ['Privacy', 'Privacy']] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // Privacy says what is kept, and links within the site stay in the app.
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeVisible();
  await expect(page.getByText('no third-party trackers')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('privacy-1280.png'), fullPage: true });
  await page.getByRole('main').getByRole('link', { name: 'your account' }).first().click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount/);
});

test('the sign-up page links to the terms in force', async ({ page }) => {
  await page.goto('/signup');
  const terms = page.getByRole('main').getByRole('link', { name: 'Terms of use' });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expectNoSeriousViolations(page);
  await terms.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
});

test('the site pages fit a 360 px phone without sideways scrolling @phone', async ({ page }) => {
  for (const path of ['/terms', '/privacy', '/help', '/about']) {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('privacy-390.png'), fullPage: true });

  // The operator's editor stacks its preview under the form.
  await signIn(page, ADMIN);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin/pages/terms');
  await expect(page.getByRole('textbox', { name: 'Text (Markdown)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('admin-pages-360.png'), fullPage: true });
});

test('an operator edits a page with a preview; the saved Markdown shows without raw HTML', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Site pages' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Site pages' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Help' }).click();
  const text = page.getByRole('textbox', { name: 'Text (Markdown)' });
  // The editor starts from the text in force (the default, or what an earlier run saved: the data dir is reused).
  const inForce = await (await page.request.get('/api/v1/pages/help')).json();
  await expect(text).toHaveValue(inForce.body);
  await expect(page.getByText(`${inForce.body.length.toLocaleString('en-US')} of 50,000 characters`)).toBeVisible();
  await expectNoSeriousViolations(page);

  const stamp = Date.now().toString(36);
  await page.getByRole('textbox', { name: 'Title' }).fill(`Help ${stamp}`);
  await text.fill(`# Questions\n\nWrite to **us** at the desk. <img src=x onerror="alert(1)">\n\n- [Terms](/terms)`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible();
  await expect(preview.getByText(`Help ${stamp}`)).toBeVisible();
  await text.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Write the page.')).toBeVisible();
  await text.fill(`# Questions\n\nWrite to **us** at the desk. <img src=x onerror="alert(1)">\n\n- [Terms](/terms)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Readers of this language now see the new text.')).toBeVisible();

  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: `Help ${stamp}` })).toBeVisible();
  // The operator's "#" heading sits below the page's title; the HTML is shown as text.
  await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible();
  await expect(page.getByRole('main').getByText('<img src=x onerror="alert(1)">')).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  await expect(page.getByRole('main').locator('strong', { hasText: 'us' })).toBeVisible();

  await page.goto('/admin/pages/privacy');
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('What we store')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-pages-1280.png'), fullPage: true });
});

test('a member who is not an operator sees the operators-only state', async ({ page }) => {
  await signIn(page, GUEST);
  await page.goto('/admin/pages/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Operators only' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

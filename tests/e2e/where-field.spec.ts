import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// The "Where" field's suggestions stay open while the page (or the sheet holding the field)
// scrolls and while the viewport changes size, as it does when a phone's keyboard opens; they
// still close on Escape, on a press outside and on choosing a place. React Aria closes a
// non-modal popover whenever an ancestor of its field scrolls (features/search-bar/WhereField.tsx).

async function openSuggestions(page: Page) {
  const where = page.getByRole('combobox', { name: 'Where' });
  await where.fill('Mont');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option', { name: /Montevideo/ }).first()).toBeVisible();
  await expect(where).toHaveAttribute('aria-expanded', 'true');
  return { where, list };
}

/** Unfolds the header's search bar unless it is open. */
async function unfold(page: Page) {
  if (await page.getByRole('combobox', { name: 'Where' }).isVisible()) return;
  await page.getByRole('button', { name: /^Change search/ }).click();
}

/** The list sits right under the field (it followed the field when the page scrolled). */
async function expectUnderField(page: Page) {
  const where = page.getByRole('combobox', { name: 'Where' });
  const list = page.getByRole('listbox');
  await expect.poll(async () => {
    const f = (await where.boundingBox())!;
    const l = (await list.boundingBox())!;
    return l.y > f.y + f.height - 1 && l.y < f.y + f.height + 40;
  }).toBe(true);
}

test('@phone the Where list stays open while the sheet scrolls and the keyboard opens', async ({ page }) => {
  await page.goto('/s');
  await page.getByRole('button', { name: /^Change search/ }).click();
  const { where, list } = await openSuggestions(page);

  // A small scroll of the sheet under the guest's finger.
  const sheetBody = page.getByRole('dialog').locator('form').locator('xpath=ancestor::*[contains(@class, "body")][1]');
  await sheetBody.evaluate((el) => { el.style.paddingBottom = '900px'; });
  await where.focus();
  await expect(list).toBeVisible();
  await sheetBody.evaluate((el) => el.scrollBy(0, 30));
  await page.waitForTimeout(300);
  await expect(list).toBeVisible();
  await expectUnderField(page);

  // The page itself scrolls (scroll-into-view, the browser making room for the keyboard).
  await page.evaluate(() => window.scrollBy(0, 40));
  await page.waitForTimeout(300);
  await expect(list).toBeVisible();

  // The keyboard opens: the viewport gets shorter.
  await page.setViewportSize({ width: 390, height: 500 });
  await page.waitForTimeout(300);
  await expect(list).toBeVisible();
  await expect(where).toHaveAttribute('aria-expanded', 'true');

  // Choosing a place closes it and fills the field.
  await list.getByRole('option', { name: /Montevideo/ }).first().tap();
  await expect(list).toBeHidden();
  await expect(where).toHaveValue(/Montevideo/);
});

test('the Where list stays open while the page scrolls, and closes on Escape and outside', async ({ page }) => {
  await page.goto('/s');
  await page.evaluate(() => { document.body.style.paddingBottom = '2000px'; });
  await page.getByRole('button', { name: /^Change search/ }).click();
  const { where, list } = await openSuggestions(page);

  await page.mouse.move(640, 600);
  await page.mouse.wheel(0, 60);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(list).toBeVisible();
  await expectUnderField(page);

  // Keyboard still drives it: arrows move through the options, Escape closes.
  await where.press('ArrowDown');
  await expect(where).toHaveAttribute('aria-activedescendant', /.+/);
  await where.press('Escape');
  await expect(list).toBeHidden();
  // That Escape was for the list: the bar stays unfolded, and the next Escape folds it.
  await expect(where).toBeVisible();
  await where.press('Escape');
  await expect(where).toBeHidden();

  // A press outside closes it.
  await unfold(page);
  await openSuggestions(page);
  await page.mouse.click(640, 780);
  await expect(list).toBeHidden();

  // Enter on an option picks it.
  await unfold(page);
  await openSuggestions(page);
  await where.press('ArrowDown');
  await where.press('Enter');
  await expect(list).toBeHidden();
  await expect(where).toHaveValue(/^Mont.+/); // the first place whose name starts so
});

import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The signed-in header's menu button ("Account menu, <name>"). */
export const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu/ });

/**
 * Logs out from the header, and waits for the server to have ended the session: the header shows
 * a visitor before the server answers, and a page left before then would race the sign-out.
 */
export async function logOut(page: Page) {
  await accountMenu(page).click();
  const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-out') && r.request().method() === 'POST');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(accountMenu(page)).toHaveCount(0);
  expect((await signedOut).ok()).toBe(true);
  // Desktop shows Log in in the header; phones keep it behind the menu button.
  await expect(page.getByRole('link', { name: 'Log in' }).or(page.getByRole('button', { name: 'Account and hosting' })).first()).toBeVisible();
}

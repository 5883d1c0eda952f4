import { expect, type Page } from '@playwright/test';
import { accountMenu } from './member';

/**
 * Follows the newest link to `path` mailed to `to`, found the way a person trying Roost would:
 * in /dev/outbox, in a tab of its own (the outbox page is not the journey's).
 */
export async function followMailedLink(page: Page, to: string, path: '/verify-email' | '/reset-password' = '/verify-email') {
  const outbox = await page.context().newPage();
  const link = outbox.getByRole('article').first().getByRole('link', { name: new RegExp(`${path}\\?token=`) });
  // The mail is written just after the request's transaction commits: give it a moment.
  await expect(async () => {
    await outbox.goto('/dev/outbox');
    await outbox.getByLabel('Recipient').fill(to);
    await outbox.getByRole('button', { name: 'Filter' }).click();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const href = await link.getAttribute('href');
  await outbox.close();
  await page.goto(href!);
  await expect(page).toHaveURL(new RegExp(`${path}\\?token=`));
}

/** A new member through the API (sign up, then the e-mailed link opened in this page, which signs in). */
export async function newVerifiedMember(page: Page, name: string, password = 'trust-Passw0rd-e2e') {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await page.request.post('/api/auth/sign-up/email', { data: { name, email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  let link: string | undefined;
  await expect(async () => {
    const box = await (await page.request.get(`/dev/outbox/messages.json?to=${encodeURIComponent(email)}`)).json();
    link = (box.messages as { links: string[] }[]).flatMap((m) => m.links).find((l) => l.includes('/verify-email?token='));
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(accountMenu(page)).toBeVisible();
  const me = (await (await page.request.get('/api/v1/me')).json()) as { id: string };
  return { email, password, id: me.id };
}

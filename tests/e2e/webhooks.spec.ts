import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

// Issue 15 §3: the demo host registers a webhook at /host/webhooks, keeps the secret shown once,
// sends a test event to a real receiver on loopback (the journeys' server allows loopback, as
// ICAL_ALLOW_PRIVATE_HOSTS=true does for feeds), and sees the delivery in the log. Retries,
// scoping and the outbox are covered on both engines by tests/integration/webhooks.test.ts.

const HOST = { email: 'host@demo.roost.test', password: 'roost-demo-2026' };
let rx: WebhookReceiver;

test.beforeAll(async () => {
  rx = await startWebhookReceiver();
});
test.afterAll(async () => {
  await rx?.close();
});

async function signIn(page: Page) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: HOST });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a host adds a webhook, keeps its secret and sees a signed delivery in the log', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/host');
  await page.getByRole('link', { name: /^Webhooks/ }).click();
  await expect(page).toHaveURL(/\/host\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page).toHaveTitle(/^Webhooks · /);

  const url = rx.url('/roost');
  await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
  await page.getByRole('textbox', { name: 'Description (optional)' }).fill('My channel manager');
  // By keyboard: the events are checkboxes in a group.
  const unlisted = page.getByRole('checkbox', { name: 'Listing unlisted' });
  await unlisted.focus();
  await page.keyboard.press('Space');
  await expect(unlisted).toBeChecked();
  await page.getByRole('button', { name: 'Add webhook' }).click();

  const secret = (await page.getByTestId('webhook-secret').textContent())!;
  expect(secret).toMatch(/^whsec_/);
  await expect(page.getByRole('region', { name: 'Signing secret' })).toBeFocused();
  const endpoint = page.getByTestId('webhook-endpoint').filter({ hasText: url });
  await expect(endpoint).toContainText('Listing unlisted');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('webhooks-added-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

  const arrived = rx.next();
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  const got = await arrived;
  const event = new Webhook(secret).verify(got.body, got.headers) as { type: string };
  expect(event.type).toBe('webhook.ping');

  const log = endpoint.getByRole('region', { name: `Deliveries to ${url}` });
  const delivery = log.getByTestId('webhook-delivery').first();
  await expect(delivery).toContainText('Test event');
  await expect(delivery).toContainText('Delivered');
  await expect(delivery).toContainText('Response: 200');
  await delivery.getByText('Details').click();
  await expect(delivery).toContainText(got.headers['webhook-id']!);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('webhooks-log-1280.png'), fullPage: true });

  // Redeliver by hand: the same event id arrives again.
  const again = rx.next();
  await delivery.getByRole('button', { name: /^Redeliver/ }).click();
  expect((await again).headers['webhook-id']).toBe(got.headers['webhook-id']);
  await expect(delivery).toContainText('Tries: 2');

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(delivery).toBeVisible();
  const wide = await page.evaluate(() => [...document.querySelectorAll('body *')]
    .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
    .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`).slice(0, 8));
  expect(wide).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('webhooks-log-360.png'), fullPage: true });

  // Disable, then delete (with a confirmation).
  await endpoint.getByRole('button', { name: 'Disable' }).click();
  await expect(endpoint).toContainText('Disabled');
  await endpoint.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete webhook' }).click();
  await expect(page.getByTestId('webhook-endpoint').filter({ hasText: url })).toHaveCount(0);
});

test('the operator manages the Roost-wide webhooks from the console', async ({ page }) => {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email: 'admin@demo.roost.test', password: HOST.password } });
  expect(res.ok(), await res.text()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/admin\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  const url = rx.url('/operators');
  await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
  await page.getByText('Review published', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Review published' })).toBeChecked();
  await page.getByRole('button', { name: 'Add webhook' }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
  await expect(page.getByTestId('webhook-endpoint').filter({ hasText: url })).toContainText('Review published');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('admin-webhooks-1280.png'), fullPage: true });
});

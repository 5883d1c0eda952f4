import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a console error, an uncaught page error, or a request that leaves this
 * machine (the default configuration must work fully offline).
 */
export const test = base.extend<{ guard: void }>({
  guard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (m) => {
        // A page served with a 404 status (the helpful 404 page) logs its own document as a failed load.
        const documentStatus = m.text().startsWith('Failed to load resource') && m.location().url === page.url();
        if (m.type() === 'error' && !documentStatus) problems.push(`console.error: ${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (!['data:', 'blob:'].includes(u.protocol) && !['127.0.0.1', 'localhost'].includes(u.hostname)) {
          problems.push(`off-machine request: ${r.url()}`);
        }
      });
      await use();
      expect(problems, problems.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The first listing id the API returns for Montevideo (the demo data is deterministic). */
export async function montevideoListing(page: Page, extra = '') {
  const res = await page.request.get(`/api/v1/listings?bbox=-56.30,-34.95,-56.00,-34.80&sort=rating${extra}`);
  expect(res.ok()).toBe(true);
  const body = await res.json();
  return body.results[0] as { id: string; slug: string; title: string; photos: unknown[] };
}

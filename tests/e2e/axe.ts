import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Axe (WCAG 2.1 A and AA) finds nothing serious or critical on the page, or inside `within`.
 *
 * React Aria's live announcer is left out: it is a visually hidden log that keeps each
 * announcement for seven seconds, and an announcement made by reference (a toast's
 * `aria-labelledby`) points at nothing once the toast has left the page. That is the library's
 * transient bookkeeping, not the page's markup.
 */
export async function expectNoSeriousViolations(page: Page, within?: string) {
  let builder = new AxeBuilder({ page }).exclude('[data-live-announcer]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`)).toEqual([]);
}

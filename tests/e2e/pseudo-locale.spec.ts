import type { Page } from '@playwright/test';
import { test, expect, montevideoListing } from './fixtures';

// Every word of the interface comes from the catalogue (issue 13 §6): in the pseudo-locale en-XA
// each message is accented and bracketed (src/web/i18n/pseudo.ts), so a visible text without the
// brackets is either data (a title, a name, a place, a price, a date) or a string someone wrote
// into a component. ar-XB is the same, right to left: screenshots to look at the mirroring.

const OPEN = '⟦';
const CLOSE = '⟧';

/** Every string in the API's answers to this page (and the ones it was sent with): the data it shows. */
function collectData(page: Page): Set<string> {
  const data = new Set<string>();
  const add = (v: unknown): void => {
    if (typeof v === 'string') data.add(v.trim());
    else if (Array.isArray(v)) v.forEach(add);
    else if (v && typeof v === 'object') Object.values(v).forEach(add);
  };
  page.on('response', async (r) => {
    if (!r.url().includes('/api/') || !(r.headers()['content-type'] ?? '').includes('json')) return;
    add(await r.json().catch(() => undefined));
  });
  page.on('load', async () => add(await page.evaluate(() => JSON.parse(document.getElementById('roost-data')?.textContent ?? '[]')).catch(() => undefined)));
  return data;
}

/** Visible text (and accessible names given as attributes) that holds a letter and no pseudo bracket. */
async function unbracketed(page: Page): Promise<string[]> {
  return page.evaluate(([open, close]) => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect?.();
      const style = getComputedStyle(el);
      return box && box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"], svg, .maplibregl-map canvas');
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      const parent = n.parentElement;
      if (!text || !parent || !visible(parent) || parent.closest('script, style, noscript')) continue;
      // react-aria's date segments ("yyyy") are its own words, in its own locales; the map's
      // credits name its sources as their licences ask.
      if (parent.closest('[role="spinbutton"], .maplibregl-ctrl-attrib-inner')) continue;
      // Inside a bracketed message, a filled-in placeholder (a name, a price) or a tag's link is part of it.
      let block: HTMLElement | null = parent;
      while (block && block !== document.body && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const whole = block?.textContent ?? text;
      if (/\p{L}/u.test(text) && !text.includes(open) && !text.includes(close) && !whole.includes(open)) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
      // react-aria names its steppers ("Decrease"), its calendars' days ("Today, Wednesday, …") and
      // their hidden month buttons itself, in the locales it has (Spanish among them).
      if (el.closest('[aria-hidden="true"]') || el.matches('[slot="decrement"], [slot="increment"], [role="application"] [tabindex="-1"], [role="application"] [role="gridcell"] *')) continue;
      for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
        const v = el.getAttribute(attr)?.trim();
        // A day's full date (a calendar cell's name) is Intl's, not the catalogue's.
        if (v && /\p{L}/u.test(v) && !v.includes(open) && !v.includes(close) && Number.isNaN(Date.parse(v))) out.push(`[${attr}] ${v}`);
      }
    }
    return out;
  }, [OPEN, CLOSE]);
}

/** What is neither bracketed nor data: text that bypassed the catalogue. */
async function outsideCatalogue(page: Page, data: Set<string>): Promise<string[]> {
  const dataText = [...data].filter((d) => d.length > 1);
  const isData = (s: string) => {
    const text = s.replace(/^\[[\w-]+\] /, '');
    // Months, weekdays and place names Intl wrote in the locale; photos' alt text and titles from the API.
    return dataText.some((d) => d === text || (d.length > 3 && (text.includes(d) || d.includes(text))));
  };
  return (await unbracketed(page)).filter((s) => !isData(s));
}

test.describe('the pseudo-locale en-XA', () => {
  test.use({ locale: 'en-XA' });

  test('every word on the main pages comes from the catalogue', async ({ page }) => {
    const listing = await montevideoListing(page);
    const data = collectData(page);
    const pages = ['/', '/s?place=Montevideo', `/listings/${listing.id}`, '/login', '/signup', '/forgot-password', '/help', '/trips', '/no-such-page'];
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await page.waitForLoadState('networkidle');
      const left = await outsideCatalogue(page, data);
      if (left.length) found[path] = left;
    }
    expect(found).toEqual({});
  });
});

for (const [name, viewport] of [['phone', { width: 360, height: 780 }], ['desktop', { width: 1280, height: 800 }]] as const) {
  test(`right to left (ar-XB) at ${name} width mirrors the layout`, async ({ browser, page }) => {
    const listing = await montevideoListing(page);
    const context = await browser.newContext({ locale: 'ar-XB', viewport });
    const rtl = await context.newPage();
    for (const [shot, path] of [['landing', '/'], ['search', '/s?place=Montevideo'], ['listing', `/listings/${listing.id}`]] as const) {
      await rtl.goto(path);
      await expect(rtl.locator('html')).toHaveAttribute('dir', 'rtl');
      await rtl.waitForLoadState('networkidle');
      await rtl.screenshot({ path: `test-results/languages/rtl-${shot}-${name}.png`, fullPage: shot !== 'search' });
    }
    // The header's start (the logo) sits at the right edge, its end (the menu) at the left.
    await rtl.goto('/');
    const logo = await rtl.locator('header a[href="/"]').first().boundingBox();
    expect(logo!.x + logo!.width).toBeGreaterThan(viewport.width / 2);
    await context.close();
  });
}

import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The listings whose price pins are drawn inside the search map's frame (not off screen in its tiles). */
export async function pinsInFrame(page: Page): Promise<string[]> {
  const frame = await page.locator('.maplibregl-canvas').boundingBox();
  if (!frame) return [];
  const pins = await page.getByRole('button', { name: /per night/ }).evaluateAll((els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    return { id: el.closest<HTMLElement>('[data-pin]')?.dataset.pin, x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }));
  return pins.filter((b) => b.id && b.x > frame.x && b.x < frame.x + frame.width && b.y > frame.y && b.y < frame.y + frame.height).map((b) => b.id!);
}

/**
 * Zooms the search map in, one step at a time (at least `minSteps`), until a price pin shows
 * inside the map's frame, and returns it (by its listing, so a redraw does not swap it). Each step
 * waits for the search to follow the zoom (`Search as I move the map`) and for the answer for the
 * new box before looking. Which zooms show single pins depends on how MapLibre groups the stays
 * there: from Montevideo's whole box, one and two steps in show one or two pins, three steps in
 * (42 stays) none. Zooming again on a 1.5 s timer once overshot on a loaded CI machine, stopping
 * on a pin drawn for a moment mid-zoom, and the discovery journey then waited two minutes for one.
 */
export async function zoomToPins(page: Page, { minSteps = 0, maxSteps = 4 } = {}): Promise<Locator> {
  for (let step = 0; ; step++) {
    if (step >= minSteps) {
      let id: string | null = null;
      await expect.poll(async () => (id = (await pinsInFrame(page))[0] ?? null), { timeout: 5_000 }).not.toBeNull().catch(() => undefined);
      if (id) return page.locator(`[data-pin="${id}"]`).getByRole('button', { name: /per night/ });
    }
    if (step === maxSteps) throw new Error(`no price pin inside the map after ${maxSteps} zoom steps`);
    const before = new URL(page.url()).searchParams.get('bbox');
    // The answer for the box the zoom put in the URL (not one still on its way for an earlier box).
    const answers: string[] = [];
    const listen = (r: Response) => {
      const u = new URL(r.url());
      if (u.pathname === '/api/v1/listings') answers.push(u.searchParams.get('bbox') ?? '');
    };
    page.on('response', listen);
    try {
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('bbox'), { timeout: 15_000 }).not.toBe(before);
      const after = new URL(page.url()).searchParams.get('bbox') ?? '';
      await expect.poll(() => answers.includes(after), { timeout: 30_000 }).toBe(true);
    } finally {
      page.off('response', listen);
    }
  }
}

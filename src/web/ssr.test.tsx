import { describe, expect, it } from 'vitest';
import { partsKnown } from './ui/lazyPart';

describe('the server renderer’s warm-up', () => {
  it('loads every page and every part a page may paint, so no first visitor waits for code', async () => {
    const { warmUp } = await import('./ssr');
    // Before: the listing page's parts are unknown (its module has not been evaluated).
    expect(partsKnown().has('features/availability/BookingBox.tsx')).toBe(false);
    await warmUp();
    const parts = partsKnown();
    // Parts of pages deep in the route tree (the listing page, the editor's steps) are registered…
    expect(parts.get('features/availability/BookingBox.tsx')).toBe(true);
    expect([...parts.keys()].some((n) => n.startsWith('features/listing-editor/steps/'))).toBe(true);
    // …and every part's code has arrived.
    expect([...parts].filter(([, loaded]) => !loaded)).toEqual([]);
  }, 60_000);
});

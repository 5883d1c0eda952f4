import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createI18n } from '../../i18n';
import { toasts } from '../../ui/Toast';
import { wishlistKeys } from './api';
import { listsHolding, type Saved } from './savedState';
import { removeStay, saveStay } from './saving';

/**
 * The optimistic saves and removals against a real query cache. The network is the one thing
 * replaced (a fetch that answers like the server, or fails): in the browser journeys a failing
 * call would log a console error, which those journeys rightly refuse.
 */
type Answer = { status: number; body: unknown; delay?: Promise<void> };
let answers: Map<string, Answer>;
const calls: string[] = [];

beforeEach(() => {
  answers = new Map();
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    calls.push(key);
    const a = answers.get(key) ?? { status: 500, body: { error: { code: 'INTERNAL', message: 'unexpected call', requestId: 'x' } } };
    await a.delay;
    return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  });
  for (const t of toasts.visibleToasts) toasts.close(t.key);
});
afterEach(() => vi.unstubAllGlobals());

const userId = 'u1';
const setup = (items: Saved['items'], lists: unknown[] = []) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData<Saved>(wishlistKeys.saved(userId), { listingIds: [...new Set(items.map((i) => i.listingId))], items });
  client.setQueryData(wishlistKeys.lists(userId), lists);
  return { client, userId, t: createI18n('en').t };
};
const saved = (ctx: ReturnType<typeof setup>) => ctx.client.getQueryData<Saved>(wishlistKeys.saved(userId))!;
const notFound = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'That listing was not found.', requestId: 'r1' } } };
const list = (id: string, name: string, updatedAt: string) => ({ id, name, count: 1, cover: null, createdAt: updatedAt, updatedAt });

describe('saveStay', () => {
  it('one tap saves to the list used last and says where, with Change', async () => {
    const ctx = setup([], [list('w1', 'Old', '2026-01-01T00:00:00Z'), list('w2', 'Beach', '2026-02-01T00:00:00Z')]);
    answers.set('PUT /api/v1/wishlists/w2/items/b', { status: 200, body: { wishlistId: 'w2', listingId: 'b', saved: true } });
    expect(await saveStay(ctx, 'b')).toBe(true);
    expect(listsHolding(saved(ctx), 'b')).toEqual(['w2']);
    expect(toasts.visibleToasts.map((t) => [t.content.message, t.content.action?.label])).toEqual([['Saved to “Beach”', 'Change']]);
  });

  it('falls back to the default list when the one used last has gone (deleted in another tab)', async () => {
    const ctx = setup([], [list('w1', 'Gone', '2026-01-01T00:00:00Z')]);
    answers.set('PUT /api/v1/wishlists/w1/items/b', { status: 404, body: { error: { code: 'NOT_FOUND', message: 'That wishlist was not found.', requestId: 'r' } } });
    answers.set('PUT /api/v1/wishlists/default/items/b', { status: 200, body: { wishlistId: 'w5', listingId: 'b', saved: true } });
    expect(await saveStay(ctx, 'b')).toBe(true);
    expect(saved(ctx).items).toEqual([{ listingId: 'b', wishlistId: 'w5' }]);
  });

  it("without lists, saves to the server's default and files it under the list it created", async () => {
    const ctx = setup([]);
    answers.set('PUT /api/v1/wishlists/default/items/b', { status: 200, body: { wishlistId: 'w9', listingId: 'b', saved: true } });
    expect(await saveStay(ctx, 'b')).toBe(true);
    expect(saved(ctx).items).toEqual([{ listingId: 'b', wishlistId: 'w9' }]);
    expect(toasts.visibleToasts[0].content.message).toBe('Saved to “Saved”');
  });

  it('shows the heart filled at once, and takes back only its own change when the server refuses', async () => {
    const ctx = setup([{ listingId: 'a', wishlistId: 'w1' }]);
    let release!: () => void;
    answers.set('PUT /api/v1/wishlists/default/items/b', { ...notFound, delay: new Promise<void>((r) => (release = r)) });
    answers.set('PUT /api/v1/wishlists/w1/items/c', { status: 200, body: { wishlistId: 'w1', listingId: 'c', saved: true } });
    const failing = saveStay(ctx, 'b');
    await vi.waitFor(() => expect(calls).toContain('PUT /api/v1/wishlists/default/items/b'));
    expect(saved(ctx).listingIds).toContain('b');
    // Another save succeeds while the first is on its way.
    await saveStay(ctx, 'c', { wishlistId: 'w1', quiet: true });
    release();
    expect(await failing).toBe(false);
    expect(saved(ctx).listingIds).toEqual(['a', 'c']);
    const error = toasts.visibleToasts.find((t) => t.content.tone === 'error');
    expect(error?.content.message).toBe('This stay could not be saved. That listing was not found.');
  });
});

describe('removeStay', () => {
  it('takes the stay out of every list holding it, offering Undo that puts it back', async () => {
    const ctx = setup([{ listingId: 'a', wishlistId: 'w1' }, { listingId: 'a', wishlistId: 'w2' }]);
    for (const w of ['w1', 'w2']) {
      answers.set(`DELETE /api/v1/wishlists/${w}/items/a`, { status: 200, body: { wishlistId: w, listingId: 'a', saved: false } });
      answers.set(`PUT /api/v1/wishlists/${w}/items/a`, { status: 200, body: { wishlistId: w, listingId: 'a', saved: true } });
    }
    expect(await removeStay(ctx, 'a')).toBe(true);
    expect(saved(ctx).items).toEqual([]);
    const toast = toasts.visibleToasts[0];
    expect(toast.content.message).toBe('Removed from 2 wishlists');
    toast.content.action!.onAction();
    await vi.waitFor(() => expect(listsHolding(saved(ctx), 'a').sort()).toEqual(['w1', 'w2']));
  });

  it('keeps the stay in a list whose removal failed, and says so', async () => {
    const ctx = setup([{ listingId: 'a', wishlistId: 'w1' }, { listingId: 'a', wishlistId: 'w2' }]);
    answers.set('DELETE /api/v1/wishlists/w1/items/a', { status: 200, body: { wishlistId: 'w1', listingId: 'a', saved: false } });
    answers.set('DELETE /api/v1/wishlists/w2/items/a', { status: 404, body: { error: { code: 'NOT_FOUND', message: 'That wishlist was not found.', requestId: 'r2' } } });
    expect(await removeStay(ctx, 'a')).toBe(false);
    expect(listsHolding(saved(ctx), 'a')).toEqual(['w2']);
    expect(toasts.visibleToasts[0].content).toMatchObject({ tone: 'error', message: 'This stay could not be removed. That wishlist was not found.' });
  });

  it('on a list page, takes the card out of that list at once', async () => {
    const ctx = setup([{ listingId: 'a', wishlistId: 'w1' }], [list('w1', 'Beach', '2026-02-01T00:00:00Z')]);
    const detail = { id: 'w1', name: 'Beach', createdAt: '', currency: 'EUR', stay: null, items: [{ listing: { id: 'a' } }, { listing: { id: 'b' } }], pins: [{ id: 'a' }, { id: 'b' }] };
    ctx.client.setQueryData(wishlistKeys.detail(userId, 'w1', null), detail);
    answers.set('DELETE /api/v1/wishlists/w1/items/a', { status: 200, body: { wishlistId: 'w1', listingId: 'a', saved: false } });
    expect(await removeStay(ctx, 'a', { wishlistId: 'w1' })).toBe(true);
    const after = ctx.client.getQueryData<typeof detail>(wishlistKeys.detail(userId, 'w1', null))!;
    expect(after.items.map((i) => i.listing.id)).toEqual(['b']);
    expect(after.pins.map((p) => p.id)).toEqual(['b']);
    expect(toasts.visibleToasts[0].content.message).toBe('Removed from “Beach”');
  });
});

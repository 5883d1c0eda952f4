import { describe, expect, it } from 'vitest';
import type { WishlistSummary } from '../../../contract/wishlists';
import { isSaved, lastUsedList, listsHolding, resolvedSave, withoutSaved, withSaved, type Saved } from './savedState';

const saved = (items: Saved['items']): Saved => ({ listingIds: [...new Set(items.map((i) => i.listingId))], items });

describe('saved edits', () => {
  const start = saved([{ listingId: 'a', wishlistId: 'w1' }, { listingId: 'a', wishlistId: 'w2' }, { listingId: 'b', wishlistId: 'w1' }]);

  it('adds a stay to a list once, keeping listingIds in step', () => {
    const next = withSaved(start, 'c', 'w2');
    expect(next.listingIds).toEqual(['a', 'b', 'c']);
    expect(withSaved(next, 'c', 'w2')).toBe(next);
    expect(withSaved(undefined, 'x', 'w1')).toEqual(saved([{ listingId: 'x', wishlistId: 'w1' }]));
  });

  it('removes a stay from one list, or from all of them', () => {
    expect(listsHolding(withoutSaved(start, 'a', 'w1'), 'a')).toEqual(['w2']);
    const gone = withoutSaved(start, 'a');
    expect(isSaved(gone, 'a')).toBe(false);
    expect(gone.listingIds).toEqual(['b']);
    expect(isSaved(gone, 'b')).toBe(true);
  });

  it('undoing one edit leaves the others', () => {
    const both = withSaved(withSaved(start, 'c', 'w1'), 'd', 'w1');
    const undone = withoutSaved(both, 'c', 'w1');
    expect(undone.listingIds).toEqual(['a', 'b', 'd']);
  });

  it('files a save made to the default list under the list the server chose', () => {
    const pending = withSaved(start, 'c', 'default');
    const done = resolvedSave(pending, 'c', 'default', 'w9');
    expect(listsHolding(done, 'c')).toEqual(['w9']);
    expect(done.items).toHaveLength(4);
  });
});

describe('lastUsedList', () => {
  const list = (id: string, updatedAt: string) => ({ id, updatedAt }) as WishlistSummary;

  it('is the list saved to or created most recently', () => {
    expect(lastUsedList([list('w1', '2026-01-01T00:00:00.000Z'), list('w2', '2026-03-01T00:00:00.000Z'), list('w3', '2026-02-01T00:00:00.000Z')])).toBe('w2');
  });

  it("is the server's default without lists", () => {
    expect(lastUsedList([])).toBe('default');
    expect(lastUsedList(undefined)).toBe('default');
  });
});

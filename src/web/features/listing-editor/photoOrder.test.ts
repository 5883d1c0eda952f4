import { describe, expect, it } from 'vitest';
import { makeCover, nudge, reorder } from './photoOrder';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('photo order', () => {
  it('drops dragged photos before or after the target, keeping their own order', () => {
    expect(reorder(ids, ['d'], 'a', 'before')).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect(reorder(ids, ['a'], 'c', 'after')).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(reorder(ids, ['e', 'b'], 'd', 'before')).toEqual(['a', 'c', 'b', 'e', 'd']);
    expect(reorder(ids, ['a'], 'e', 'after')).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('changes nothing for a drop on itself or an unknown target', () => {
    expect(reorder(ids, ['b'], 'b', 'after')).toEqual(ids);
    expect(reorder(ids, ['b'], 'zz', 'after')).toEqual(ids);
  });

  it('makes a photo the cover by moving it first', () => {
    expect(makeCover(ids, 'c')).toEqual(['c', 'a', 'b', 'd', 'e']);
    expect(makeCover(ids, 'a')).toEqual(ids);
    expect(makeCover(ids, 'nope')).toEqual(ids);
  });

  it('nudges one place within the list', () => {
    expect(nudge(ids, 'c', -1)).toEqual(['a', 'c', 'b', 'd', 'e']);
    expect(nudge(ids, 'a', -1)).toEqual(ids);
    expect(nudge(ids, 'e', 1)).toEqual(ids);
  });
});

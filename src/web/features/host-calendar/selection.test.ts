import { describe, expect, it } from 'vitest';
import { arrowTarget, clampDate, contains, extendSelection, nightCount, ordered, toNightRange } from './selection';

describe('night selections', () => {
  it('orders the two ends whichever was picked first', () => {
    expect(ordered('2026-03-10', '2026-03-04')).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    expect(ordered('2026-03-04', '2026-03-04')).toEqual({ start: '2026-03-04', end: '2026-03-04' });
  });

  it('sends the morning after the last night as the end', () => {
    expect(toNightRange({ start: '2026-03-04', end: '2026-03-06' })).toEqual({ startDate: '2026-03-04', endDate: '2026-03-07' });
    expect(toNightRange({ start: '2026-02-28', end: '2026-02-28' })).toEqual({ startDate: '2026-02-28', endDate: '2026-03-01' });
    expect(toNightRange({ start: '2026-12-30', end: '2026-12-31' }).endDate).toBe('2027-01-01');
  });

  it('counts nights, both ends included', () => {
    expect(nightCount({ start: '2026-03-04', end: '2026-03-04' })).toBe(1);
    expect(nightCount({ start: '2026-03-28', end: '2026-04-02' })).toBe(6);
    expect(contains({ start: '2026-03-04', end: '2026-03-06' }, '2026-03-06')).toBe(true);
    expect(contains({ start: '2026-03-04', end: '2026-03-06' }, '2026-03-07')).toBe(false);
    expect(contains(null, '2026-03-07')).toBe(false);
  });
});

describe('keyboard moves', () => {
  it('moves a day sideways and a week up or down, mirrored in right-to-left pages', () => {
    expect(arrowTarget('2026-03-31', 'ArrowRight', 'ltr')).toBe('2026-04-01');
    expect(arrowTarget('2026-03-01', 'ArrowLeft', 'ltr')).toBe('2026-02-28');
    expect(arrowTarget('2026-03-01', 'ArrowDown', 'ltr')).toBe('2026-03-08');
    expect(arrowTarget('2026-03-08', 'ArrowUp', 'rtl')).toBe('2026-03-01');
    expect(arrowTarget('2026-03-10', 'ArrowRight', 'rtl')).toBe('2026-03-09');
    expect(arrowTarget('2026-03-10', 'Enter', 'ltr')).toBeNull();
  });

  it('keeps focus within the nights a host may change', () => {
    expect(clampDate('2026-03-01', '2026-03-05', '2027-03-05')).toBe('2026-03-05');
    expect(clampDate('2027-04-01', '2026-03-05', '2027-03-05')).toBe('2027-03-05');
    expect(clampDate('2026-06-01', '2026-03-05', '2027-03-05')).toBe('2026-06-01');
  });
});

describe('Shift+arrow stretches the selection', () => {
  it('starts from the focused night when nothing is selected', () => {
    expect(extendSelection(null, '2026-03-10', '2026-03-11')).toEqual({ start: '2026-03-10', end: '2026-03-11' });
    expect(extendSelection(null, '2026-03-10', '2026-03-03')).toEqual({ start: '2026-03-03', end: '2026-03-10' });
  });

  it('moves the end the focus is on and keeps the other as the anchor', () => {
    const sel = { start: '2026-03-05', end: '2026-03-10' };
    expect(extendSelection(sel, '2026-03-10', '2026-03-11')).toEqual({ start: '2026-03-05', end: '2026-03-11' });
    expect(extendSelection(sel, '2026-03-10', '2026-03-09')).toEqual({ start: '2026-03-05', end: '2026-03-09' });
    expect(extendSelection(sel, '2026-03-05', '2026-03-04')).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    expect(extendSelection(sel, '2026-03-05', '2026-03-06')).toEqual({ start: '2026-03-06', end: '2026-03-10' });
  });

  it('undoes itself when moved back, and crosses over its anchor', () => {
    let sel = { start: '2026-03-05', end: '2026-03-05' };
    sel = extendSelection(sel, '2026-03-05', '2026-03-04');
    expect(sel).toEqual({ start: '2026-03-04', end: '2026-03-05' });
    sel = extendSelection(sel, '2026-03-04', '2026-03-05');
    expect(sel).toEqual({ start: '2026-03-05', end: '2026-03-05' });
    sel = extendSelection(sel, '2026-03-05', '2026-03-12');
    expect(sel).toEqual({ start: '2026-03-05', end: '2026-03-12' });
    expect(extendSelection(sel, '2026-03-12', '2026-03-01')).toEqual({ start: '2026-03-01', end: '2026-03-05' });
  });
});

import { describe, expect, it } from 'vitest';
import { addMonths, bandPiece, firstOfMonth, lastOfMonth, visibleWindow } from './months';

describe('months', () => {
  it('finds a month’s first and last day, leap years included', () => {
    expect(firstOfMonth('2026-03-17')).toBe('2026-03-01');
    expect(lastOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(lastOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(lastOfMonth('2026-12-31')).toBe('2026-12-31');
  });

  it('adds months across years, both ways', () => {
    expect(addMonths('2026-11-01', 2)).toBe('2027-01-01');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
  });

  it('asks for every night of the months on screen', () => {
    expect(visibleWindow('2026-03-01', 1)).toEqual({ from: '2026-03-01', to: '2026-04-01' });
    expect(visibleWindow('2026-12-14', 2)).toEqual({ from: '2026-12-01', to: '2027-02-01' });
  });
});

describe('a stay drawn across a month grid', () => {
  // 2026-03-04 is a Wednesday: column 2 when weeks start on Monday.
  it('labels the first night and runs the label to the end of its week row', () => {
    expect(bandPiece('2026-03-04', '2026-03-04', '2026-03-12', 2)).toEqual({ isFirst: true, isLast: false, pieceStarts: true, span: 5 });
  });

  it('does not repeat the label within a row, and ends the band on the last night', () => {
    expect(bandPiece('2026-03-05', '2026-03-04', '2026-03-12', 3)).toMatchObject({ isFirst: false, isLast: false, pieceStarts: false });
    expect(bandPiece('2026-03-11', '2026-03-04', '2026-03-12', 2)).toMatchObject({ isLast: true, pieceStarts: false });
  });

  it('labels again at the start of the next row, spanning only what is left of the stay', () => {
    expect(bandPiece('2026-03-09', '2026-03-04', '2026-03-12', 0)).toEqual({ isFirst: false, isLast: false, pieceStarts: true, span: 3 });
  });

  it('labels again on the first of a month (a new grid)', () => {
    // 2026-04-01 is a Wednesday; the stay runs from March 28 to April 5 (last night April 4).
    expect(bandPiece('2026-04-01', '2026-03-28', '2026-04-05', 2)).toEqual({ isFirst: false, isLast: false, pieceStarts: true, span: 4 });
    // March 30 is a Monday: the piece stops at the month's end, not at Sunday.
    expect(bandPiece('2026-03-30', '2026-03-28', '2026-04-05', 0)).toMatchObject({ pieceStarts: true, span: 2 });
  });

  it('a one-night stay is both first and last', () => {
    expect(bandPiece('2026-03-07', '2026-03-07', '2026-03-08', 5)).toEqual({ isFirst: true, isLast: true, pieceStarts: true, span: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { xLabels } from './xLabels';

// Seven pixels a character: what matters is which labels fit, not the font.
const measure = (text: string) => text.length * 7;

describe('the x axis labels of a chart', () => {
  const weeks = ['Sep 7', 'Sep 14', 'Sep 21', 'Sep 28', 'Oct 5', 'Oct 12'];

  it('names every row on one line when there is room', () => {
    expect(xLabels(weeks, 60, measure)).toEqual({ text: weeks, every: 1 });
  });

  it('breaks labels in two lines when that lets every row be named', () => {
    // "Sep 14" is 42 px: too wide for 40 px with the gap, but "Sep" over "14" fits.
    const { text, every } = xLabels(weeks, 40, measure);
    expect(every).toBe(1);
    expect(text[1]).toBe('Sep\n14');
    expect(xLabels(['Draft', 'Waiting for review', 'Published'], 90, measure).text[1]).toBe('Waiting\nfor review');
  });

  it('names only every second (third…) row, on one line, when even two lines would not fit', () => {
    const { text, every } = xLabels(weeks, 15, measure);
    expect(text).toEqual(weeks);
    expect(every).toBe(4); // 42 px + 8 px of gap over 15 px a row
  });

  it('leaves a label without a space whole', () => {
    expect(xLabels(['Published', 'Suspended'], 40, measure)).toEqual({ text: ['Published', 'Suspended'], every: 2 });
  });
});

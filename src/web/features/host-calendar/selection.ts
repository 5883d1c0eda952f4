import { addDays, nightsBetween } from '../../../domain/dates';

/**
 * The host selects nights, not check-in and check-out: a selection is the first and the last
 * night, both included ('YYYY-MM-DD'). The API wants [startDate, endDate), endDate being the
 * morning after the last night.
 */
export type NightSelection = { start: string; end: string };

export function ordered(a: string, b: string): NightSelection {
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}

export function toNightRange(s: NightSelection): { startDate: string; endDate: string } {
  return { startDate: s.start, endDate: addDays(s.end, 1) };
}

export function clampDate(date: string, min: string, max: string): string {
  return date < min ? min : date > max ? max : date;
}

const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** Where an arrow key moves focus from `date` (left and right swap in right-to-left pages). */
export function arrowTarget(date: string, key: string, dir: 'ltr' | 'rtl'): string | null {
  const step = STEP[key];
  if (step === undefined) return null;
  return addDays(date, dir === 'rtl' && Math.abs(step) === 1 ? -step : step);
}

/**
 * Shift+arrow: the selection grows or shrinks towards `next`, keeping its far end as the anchor.
 * With nothing selected the focused night is the anchor. When focus sits on the selection's
 * start (and the selection is longer than a night), its end is the anchor, so moving back and
 * forth undoes itself.
 */
export function extendSelection(value: NightSelection | null, focused: string, next: string): NightSelection {
  if (!value) return ordered(focused, next);
  const anchor = focused === value.start && value.start !== value.end ? value.end : value.start;
  return ordered(anchor, next);
}

export function nightCount(s: NightSelection): number {
  return nightsBetween(s.start, s.end) + 1;
}

export function contains(s: NightSelection | null, date: string): boolean {
  return s !== null && date >= s.start && date <= s.end;
}

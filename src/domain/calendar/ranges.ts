/**
 * Ranges of nights, [start, end): `end` is the morning after the last night. Dates are
 * 'YYYY-MM-DD' strings, which sort as they read. Pure: the calendar's merge, split and clip rules.
 */
export type NightRange = { start: string; end: string };

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** Overlapping or touching ranges become one; the result is sorted and has no empty range. */
export function mergeRanges(ranges: readonly NightRange[]): NightRange[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const out: NightRange[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r.start <= last.end) last.end = later(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** What is left of `r` once the nights of `cut` are taken out: zero, one or two ranges. */
export function subtractRange(r: NightRange, cut: NightRange): NightRange[] {
  if (cut.end <= r.start || cut.start >= r.end) return [{ ...r }];
  const out: NightRange[] = [];
  if (r.start < cut.start) out.push({ start: r.start, end: cut.start });
  if (cut.end < r.end) out.push({ start: cut.end, end: r.end });
  return out;
}

/** The nights `a` and `b` share, or null. */
export function intersectRange(a: NightRange, b: NightRange): NightRange | null {
  const start = later(a.start, b.start);
  const end = earlier(a.end, b.end);
  return end > start ? { start, end } : null;
}

/** Does `r` overlap or touch `other` (so that the two would merge)? */
export const touches = (r: NightRange, other: NightRange) => r.start <= other.end && other.start <= r.end;

/** Is night `date` inside `r`? */
export const holdsNight = (r: NightRange, date: string) => r.start <= date && date < r.end;

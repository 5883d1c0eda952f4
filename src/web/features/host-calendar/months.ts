import { addDays, nightsBetween, todayIn } from '../../../domain/dates';

/** Month arithmetic on 'YYYY-MM-DD' strings (UTC, so no browser time zone shifts a day). */

export function firstOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function addMonths(iso: string, months: number): string {
  const [y, m] = iso.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  return d.toISOString().slice(0, 10);
}

export function lastOfMonth(iso: string): string {
  return addDays(addMonths(firstOfMonth(iso), 1), -1);
}

/**
 * The day the calendar opens on: today where the host is (the server painting the page opens it
 * on its own today, and asks for those months: app/preloads.ts).
 */
export const deviceToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());

/** The nights the calendar asks the server for: every day of the visible months, [from, to). */
export function visibleWindow(visibleStart: string, months: number): { from: string; to: string } {
  const from = firstOfMonth(visibleStart);
  return { from, to: addMonths(from, months) };
}

/**
 * How a stay or a block crosses one month's grid: it is drawn as one band per week row, its
 * label on the first cell of each row piece. `dayOfWeek` is the cell's column (0 = the
 * locale's first day); `endExclusive` the morning after the last night.
 */
export function bandPiece(date: string, start: string, endExclusive: string, dayOfWeek: number) {
  const last = addDays(endExclusive, -1);
  const monthLast = lastOfMonth(date);
  const rowLast = addDays(date, 6 - dayOfWeek);
  const pieceLast = [last, monthLast, rowLast].reduce((a, b) => (a < b ? a : b));
  const pieceStarts = date === start || dayOfWeek === 0 || date.endsWith('-01');
  return {
    /** The stay's first night: the band's rounded start. */
    isFirst: date === start,
    /** The stay's last night: the band's rounded end. */
    isLast: date === last,
    /** Where a label goes (a new row, a new month or the first night). */
    pieceStarts,
    /** How many cells the label may run across. */
    span: nightsBetween(date, pieceLast) + 1,
  };
}

/**
 * Turning a wall-clock time in a listing's time zone into a UTC instant, with Intl only.
 *
 * Booking deadlines (request expiry, completion, cancellation windows) are instants, but stays
 * are calendar dates in the listing's zone. src/domain/dates.ts deliberately never leaves
 * calendar dates, so the one conversion the booking rules need lives here.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // h23: some engines print midnight as "24" with hour12:false.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in ms (Madrid in summer: +7_200_000). */
function offsetAt(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  // Sub-second precision is lost by the formatter; offsets are whole seconds anyway.
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** Throws a RangeError unless `date` is a real 'YYYY-MM-DD' calendar date. */
export function assertIsoDate(date: string): void {
  const m = ISO_DATE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  }
}

/** Throws a RangeError unless `time` is a 24-hour 'HH:MM'. */
export function assertHhMm(time: string): void {
  if (!HH_MM.test(time)) throw new RangeError(`Not a time of day (HH:MM): ${time}`);
}

/**
 * The UTC instant at which the wall clock in `timeZone` reads `date` `time`.
 *
 * DST edges follow the same rule as Temporal's 'compatible' disambiguation: a time that occurs
 * twice (clocks going back) resolves to the earlier instant; a time that is skipped (clocks going
 * forward) resolves to the instant of the jump, read with the offset in force before it. For
 * midnight this gives exactly the first instant of the day in zones that skip or repeat midnight
 * (America/Santiago, America/Havana).
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  assertIsoDate(date);
  assertHhMm(time);
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);

  // Real zones change offset at most once in any 48 hours, so the offsets a day either side
  // are the only two candidates.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after]
    .filter((t) => t + offsetAt(t, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(candidates.length > 0 ? candidates[0] : wall - before);
}

/** The first instant of a calendar day in a time zone. */
export function startOfDayIn(date: string, timeZone: string): Date {
  return zonedInstant(date, '00:00', timeZone);
}

/**
 * The review window (SPEC §4, §6): after a stay is completed each side has a fixed number of days
 * to review. Pure time rules, no I/O; the server asks these before every write and publication.
 */
import { completesAt } from '../booking/states.js';
import { startOfDayIn } from '../booking/zonedTime.js';
import { addDays } from '../dates.js';

/** Days each side has to review, from completion (SPEC §6); REVIEW_WINDOW_DAYS overrides it. */
export const DEFAULT_REVIEW_WINDOW_DAYS = 14;
/** The one reminder goes out this many days before the window closes (less for short windows). */
export const REMINDER_DAYS_BEFORE_CLOSE = 3;

export type ReviewWindow = {
  /** When the stay completes: the start of the check-out day in the listing's zone. */
  opensAt: Date;
  /** The start of the day `days` after check-out, in the listing's zone: the last day to write is the one before. */
  closesAt: Date;
  /** From when the reminder is due (it stays due until the window closes). */
  remindFrom: Date;
  /** The last calendar day to write, in the listing's zone (the day before `closesAt`). */
  lastDay: string;
};

/**
 * A stay's review window. Days are calendar days in the listing's zone, so a DST change inside the
 * window does not move the deadline off midnight: "14 days" means "until the end of the 13th day
 * after check-out day", local time.
 */
export function reviewWindow(checkOut: string, timeZone: string, days = DEFAULT_REVIEW_WINDOW_DAYS): ReviewWindow {
  const before = Math.min(REMINDER_DAYS_BEFORE_CLOSE, Math.floor(days / 2));
  return {
    opensAt: completesAt(checkOut, timeZone),
    closesAt: startOfDayIn(addDays(checkOut, days), timeZone),
    remindFrom: startOfDayIn(addDays(checkOut, days - before), timeZone),
    lastDay: addDays(checkOut, days - 1),
  };
}

export type WindowState = 'upcoming' | 'open' | 'closed';

/** Where `now` falls: before completion, inside the window, or after it (the closing instant itself is closed). */
export function windowState(w: Pick<ReviewWindow, 'opensAt' | 'closesAt'>, now: Date): WindowState {
  const t = now.getTime();
  if (t < w.opensAt.getTime()) return 'upcoming';
  return t < w.closesAt.getTime() ? 'open' : 'closed';
}

/**
 * Whether a side that has not written yet should get its reminder at `now`: from `remindFrom`
 * until the window closes. A window too short for a reminder (one day) never has one.
 */
export function reminderDue(w: ReviewWindow, now: Date): boolean {
  const t = now.getTime();
  return w.remindFrom.getTime() > w.opensAt.getTime() && t >= w.remindFrom.getTime() && t < w.closesAt.getTime();
}

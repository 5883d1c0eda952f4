import { nightsBetween, todayIn } from '../dates.js';

/** Days before check-in that both sides get a reminder (issue 4 §7). */
export const REMINDER_DAYS_BEFORE = 2;

/**
 * Whether a confirmed stay's reminder is due at `now`: from two days before check-in (in the
 * listing's zone) until the day before. A stay booked within that window was just confirmed, so
 * the confirmation itself is the reminder.
 */
export function reminderDue(b: { checkIn: string; timeZone: string; bookedAt: Date }, now: Date): boolean {
  const daysAhead = nightsBetween(todayIn(b.timeZone, now), b.checkIn);
  const bookedAhead = nightsBetween(todayIn(b.timeZone, b.bookedAt), b.checkIn);
  return daysAhead >= 1 && daysAhead <= REMINDER_DAYS_BEFORE && bookedAhead > REMINDER_DAYS_BEFORE;
}

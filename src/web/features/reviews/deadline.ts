/**
 * The review window's dates as people read them. The server gives instants (the window closes at
 * the start of a day in the listing's zone); a guest or host reads days in that same zone, so
 * "until Sat, Mar 25" means the same day wherever the reader is.
 */

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(instant: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The last day a review can be written: the day before the window closes, in the listing's zone. */
export function lastDayToReview(closesAt: string, timeZone: string): string {
  return dateIn(new Date(new Date(closesAt).getTime() - 1), timeZone);
}

/** The day a lone review is published if the other side never writes: the day the window closes. */
export function publicationDay(closesAt: string, timeZone: string): string {
  return dateIn(closesAt, timeZone);
}

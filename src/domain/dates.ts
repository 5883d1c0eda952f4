/**
 * Stay dates are calendar dates ('YYYY-MM-DD') in the listing's time zone. These helpers do
 * calendar arithmetic on them without ever passing through a local-time Date.
 */

const DAY_MS = 86_400_000;

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole nights from check-in to check-out. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

/** Each night of a stay, by the date it starts: [checkIn, checkOut). */
export function eachNight(checkIn: string, checkOut: string): string[] {
  const n = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkIn, i));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date it is now in an IANA time zone. */
export function todayIn(timeZone: string, now: Date): string {
  // One formatter per zone: making one costs far more than formatting (decision 0041).
  let f = dayFormats.get(timeZone);
  if (!f) {
    // en-CA formats as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, f);
  }
  return f.format(now);
}

export function isWeekend(iso: string): boolean {
  const d = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return d === 5 || d === 6; // Friday and Saturday nights
}

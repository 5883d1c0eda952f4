import type { HostCalendar } from '../../../contract/calendar';
import { addDays } from '../../../domain/dates';
import type { NightSelection } from './selection';

export type Night = HostCalendar['nights'][number];
export type CalendarBooking = HostCalendar['bookings'][number];
export type CalendarBlock = HostCalendar['blocks'][number];

/** Every night, booking and block the calendar has loaded, by date and id. */
export type NightIndex = {
  nights: Map<string, Night>;
  bookings: Map<string, CalendarBooking>;
  blocks: Map<string, CalendarBlock>;
};

export function indexCalendars(calendars: (HostCalendar | undefined)[]): NightIndex {
  const index: NightIndex = { nights: new Map(), bookings: new Map(), blocks: new Map() };
  for (const c of calendars) {
    if (!c) continue;
    for (const n of c.nights) index.nights.set(n.date, n);
    for (const b of c.bookings) index.bookings.set(b.id, b);
    for (const b of c.blocks) index.blocks.set(b.id, b);
  }
  return index;
}

export type SelectionSummary = {
  nights: number;
  /** Of the loaded nights: how many in each state. */
  available: number;
  booked: number;
  blocked: number;
  imported: number;
  past: number;
  /** Bookings holding a selected night, in date order. */
  bookings: CalendarBooking[];
};

/** What the selected nights hold, from what the calendar has loaded. */
export function summarize(index: NightIndex, selection: NightSelection): SelectionSummary {
  const out: SelectionSummary = { nights: 0, available: 0, booked: 0, blocked: 0, imported: 0, past: 0, bookings: [] };
  const seen = new Set<string>();
  for (let d = selection.start; d <= selection.end; d = addDays(d, 1)) {
    out.nights++;
    const n = index.nights.get(d);
    if (!n) continue;
    out[n.state]++;
    if (n.bookingId && !seen.has(n.bookingId)) {
      seen.add(n.bookingId);
      const b = index.bookings.get(n.bookingId);
      if (b) out.bookings.push(b);
    }
  }
  return out;
}

/** The band a night belongs to (a stay, a host block or an imported range), if any. */
export function bandOf(index: NightIndex, night: Night | undefined) {
  if (!night) return null;
  if (night.bookingId) {
    const b = index.bookings.get(night.bookingId);
    if (b) return { kind: 'booked' as const, id: b.id, start: b.checkIn, endExclusive: b.checkOut, label: b.guestName };
  }
  if (night.blockId) {
    const b = index.blocks.get(night.blockId);
    if (b) {
      return {
        kind: b.reason === 'imported' ? ('imported' as const) : ('blocked' as const),
        id: b.id,
        start: b.startDate,
        endExclusive: b.endDate,
        label: b.feedName,
      };
    }
  }
  return null;
}
export type Band = NonNullable<ReturnType<typeof bandOf>>;

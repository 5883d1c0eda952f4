import ICAL from 'ical.js';
import { addDays, todayIn } from '../../../domain/dates.js';
import { zonedInstant } from '../../../domain/booking/zonedTime.js';
import { mergeRanges, type NightRange } from '../../../domain/calendar/ranges.js';
import type { FeedErrorCode } from '../../../contract/calendar.js';

/**
 * Another channel's calendar → the nights it says are busy, in the listing's time zone. Parsing,
 * time zones (VTIMEZONE), recurrence (RRULE, RDATE, EXDATE) and moved or cancelled occurrences
 * (RECURRENCE-ID) are ical.js's; the rules for what counts as a busy night are ours:
 *
 * - STATUS:CANCELLED and TRANSP:TRANSPARENT events are not busy; every other event is, whatever
 *   its summary ("Reserved", "Airbnb (Not available)", "CLOSED - Not available", "Blocked"…).
 * - An all-day event holds the nights from DTSTART up to its exclusive DTEND (one night without one).
 * - A timed event holds the nights from the date it starts to the date it ends, both read in the
 *   listing's zone: 15:00 day 1 → 11:00 day 3 holds the nights of day 1 and day 2; an event that
 *   starts and ends on one day (a cleaning window) holds none.
 * - A time with a TZID the document does not define is read in that zone if it is an IANA name,
 *   otherwise (and for floating times) in the listing's zone.
 * - Only nights in the import window count: from the listing's today through the booking horizon.
 */

/** A calendar that cannot be read; `code` says how (contract FEED_ERROR_CODES). */
export class FeedParseError extends Error {
  constructor(readonly code: Extract<FeedErrorCode, 'not_ical' | 'too_many_events' | 'bad_event'>, message: string) {
    super(message);
  }
}

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

export type ParseOptions = { timeZone: string; today: string; horizonDays: number };
export type ParseResult = { ranges: NightRange[]; events: number };

/** Occurrences one document may expand in all (a feed of many unbounded daily rules is refused). */
const MAX_OCCURRENCES = 200_000;

const knownZones = new Map<string, boolean>();
function isIanaZone(tzid: string): boolean {
  let known = knownZones.get(tzid);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tzid });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(tzid, known);
  }
  return known;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const wallDate = (t: Time) => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;

/** The calendar date at which `t` falls in the listing's zone. */
function dateIn(t: Time, tzidParam: string | null, zone: string): string {
  if (t.isDate) return wallDate(t);
  const tzid = t.zone?.tzid;
  // UTC, or a zone the document defines (VTIMEZONE): ical.js knows the instant.
  if (tzid && tzid !== 'floating') return todayIn(zone, new Date(t.toUnixTime() * 1000));
  const wallZone = tzidParam && isIanaZone(tzidParam) ? tzidParam : zone;
  if (wallZone === zone) return wallDate(t);
  return todayIn(zone, zonedInstant(wallDate(t), `${pad(t.hour)}:${pad(t.minute)}`, wallZone));
}

function nightsOf(start: Time, end: Time, tzidParam: string | null, zone: string): NightRange | null {
  const s = dateIn(start, tzidParam, zone);
  let e = dateIn(end, tzidParam, zone);
  if (start.isDate && e <= s) e = addDays(s, 1);
  return e > s ? { start: s, end: e } : null;
}

function isBusy(c: Component): boolean {
  const status = String(c.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(c.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

function calendars(text: string): Component[] {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch (err) {
    throw new FeedParseError('not_ical', `This is not a valid iCalendar file (${(err as Error).message.split('\n')[0]!.slice(0, 120)}).`);
  }
  const roots = (Array.isArray(jcal) && typeof jcal[0] === 'string' ? [jcal] : (jcal as unknown[])) as unknown[];
  const out = roots.map((r) => new ICAL.Component(r as never)).filter((c) => c.name === 'vcalendar');
  if (!out.length) throw new FeedParseError('not_ical', 'This is not an iCalendar file: it has no VCALENDAR.');
  return out;
}

export function parseBusyRanges(text: string, o: ParseOptions): ParseResult {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 2048))) {
    throw new FeedParseError('not_ical', 'This is not an iCalendar file: it does not start with BEGIN:VCALENDAR.');
  }
  const windowStart = o.today;
  const lastStart = addDays(o.today, o.horizonDays);
  const windowEnd = addDays(lastStart, 1);
  const found: NightRange[] = [];
  let expanded = 0;
  let events = 0;

  const keep = (r: NightRange | null) => {
    if (!r) return;
    const start = r.start < windowStart ? windowStart : r.start;
    const end = r.end > windowEnd ? windowEnd : r.end;
    if (end > start) found.push({ start, end });
  };

  for (const cal of calendars(text)) {
    const vevents = cal.getAllSubcomponents('vevent');
    events += vevents.length;
    const exceptions = new Map<string, Component[]>();
    const masters: Component[] = [];
    for (const v of vevents) {
      if (v.hasProperty('recurrence-id')) {
        const uid = String(v.getFirstPropertyValue('uid') ?? '');
        exceptions.set(uid, [...(exceptions.get(uid) ?? []), v]);
      } else masters.push(v);
    }
    const masterUids = new Set(masters.map((m) => String(m.getFirstPropertyValue('uid') ?? '')));
    // An override whose series is not in the file stands on its own.
    for (const [uid, list] of exceptions) if (!masterUids.has(uid)) masters.push(...list);

    for (const master of masters) {
      if (!master.hasProperty('dtstart')) continue;
      const tzid = master.getFirstProperty('dtstart')!.getParameter('tzid') as string | null ?? null;
      let event: InstanceType<typeof ICAL.Event>;
      try {
        const uid = String(master.getFirstPropertyValue('uid') ?? '');
        event = new ICAL.Event(master, { exceptions: master.hasProperty('recurrence-id') ? [] : exceptions.get(uid) ?? [] });
        if (!event.isRecurring()) {
          if (isBusy(master)) keep(nightsOf(event.startDate, event.endDate, tzid, o.timeZone));
          continue;
        }
        const it = event.iterator();
        for (let next = it.next(); next; next = it.next()) {
          if (++expanded > MAX_OCCURRENCES) {
            throw new FeedParseError('too_many_events', `This calendar repeats too many events (more than ${MAX_OCCURRENCES} occurrences).`);
          }
          if (wallDate(next) > windowEnd) break;
          const d = event.getOccurrenceDetails(next);
          if (!isBusy(d.item.component)) continue;
          keep(nightsOf(d.startDate, d.endDate, tzid, o.timeZone));
        }
      } catch (err) {
        if (err instanceof FeedParseError) throw err;
        throw new FeedParseError('bad_event', `An event in this calendar could not be read (${(err as Error).message.slice(0, 120)}).`);
      }
    }
  }
  return { ranges: mergeRanges(found), events };
}

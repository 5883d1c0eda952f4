import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { isIsoDate } from './isoDates';
import { isCalendarDateUnavailable, type StayRules } from './stayRules';

export type IsoRange = { checkIn: string; checkOut: string };

export function toCalendarDate(iso: string): CalendarDate {
  return parseDate(iso);
}

/** The controlled value React Aria wants, from the stay in the URL. */
export function toRangeValue(stay: { checkIn: string | null; checkOut: string | null }) {
  return isIsoDate(stay.checkIn) && isIsoDate(stay.checkOut) ? { start: parseDate(stay.checkIn), end: parseDate(stay.checkOut) } : null;
}

/** React Aria's `isDateUnavailable(date, anchor)` from the stay rules. */
export function unavailableTest(rules: StayRules | null, selected: IsoRange | null) {
  return (date: DateValue, anchor?: DateValue | null) =>
    rules === null || isCalendarDateUnavailable(rules, date.toString().slice(0, 10), anchor ? anchor.toString().slice(0, 10) : null, selected);
}

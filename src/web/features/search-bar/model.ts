import { parseDate, type CalendarDate } from '@internationalized/date';
import type { Bbox } from '../../../contract/common';
import type { SearchState } from '../search/searchState';

/** What the search bar holds while someone edits it (before it becomes a URL). */
export type GuestCounts = { adults: number; children: number; infants: number; pets: number };
export type ChosenPlace = { name: string; bbox: Bbox };
export type DateRange = { start: CalendarDate; end: CalendarDate };

export type SearchBarValue = {
  /** The text in `Where`; `place` is set once a suggestion was chosen and the text still matches it. */
  text: string;
  place: ChosenPlace | null;
  dates: DateRange | null;
  guests: GuestCounts;
};

export const NO_GUESTS: GuestCounts = { adults: 0, children: 0, infants: 0, pets: 0 };
export const MAX_GUESTS = 16;
export const MAX_INFANTS = 5;
export const MAX_PETS = 5;

export function valueFromSearch(state: Partial<SearchState>): SearchBarValue {
  let dates: DateRange | null = null;
  if (state.checkin && state.checkout) {
    try {
      dates = { start: parseDate(state.checkin), end: parseDate(state.checkout) };
    } catch {
      dates = null;
    }
  }
  return {
    text: state.place ?? '',
    place: state.place && state.bbox ? { name: state.place, bbox: state.bbox } : null,
    dates,
    guests: { adults: state.guests ?? 0, children: 0, infants: state.infants ?? 0, pets: state.pets ?? 0 },
  };
}

export function guestTotal(g: GuestCounts): number {
  return g.adults + g.children;
}

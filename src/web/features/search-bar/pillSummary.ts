import { isIsoDate } from '../availability/isoDates';

/**
 * What the header's search pill shows, read from the URL without the search page's schema: the
 * pill is on every inner page, and reading it with zod would load and build the search contract on
 * pages that only show it (a long task on a phone). The full search is read with the schema when
 * the pill is opened (ExpandedSearch). pillSummary.test.ts holds both readers to the same answers.
 */
export type PillSummary = { place?: string; bbox: boolean; checkin?: string; checkout?: string; guests?: number };

const MAX_PLACE_LENGTH = 100;
const MAX_GUESTS = 16;

export function pillSummary(params: URLSearchParams): PillSummary {
  const out: PillSummary = { bbox: isBbox(params.get('bbox')) };
  const place = params.get('place')?.trim();
  if (place) out.place = place.slice(0, MAX_PLACE_LENGTH);
  const checkin = params.get('checkin');
  const checkout = params.get('checkout');
  if (isIsoDate(checkin) && isIsoDate(checkout) && checkout > checkin) {
    out.checkin = checkin;
    out.checkout = checkout;
  }
  const guests = params.get('guests') ?? '';
  if (/^\d+$/.test(guests) && Number(guests) >= 1 && Number(guests) <= MAX_GUESTS) out.guests = Number(guests);
  return out;
}

/** west,south,east,north: four numbers, longitudes within ±180, latitudes within ±90 and south < north. */
function isBbox(raw: string | null): boolean {
  if (raw === null || raw === '') return false;
  const parts = raw.split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return false;
  const [w, south, e, north] = parts as [number, number, number, number];
  return Math.abs(w) <= 180 && Math.abs(e) <= 180 && south >= -90 && north <= 90 && south < north;
}

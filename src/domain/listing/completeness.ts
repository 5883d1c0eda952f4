/**
 * What a listing still needs before it can be published (SPEC §5). Pure: the server answers 422
 * LISTING_INCOMPLETE with exactly these details, and the editor shows them as its checklist.
 * Keys are the requirements of contract/hosting.ts REQUIREMENT_STEP.
 */

export type CompletenessInput = {
  title: string;
  description: string;
  photoCount: number;
  location: { lat: number; lng: number } | null;
  /** Minor units, or null when not set. */
  nightlyPrice: number | null;
  maxGuests: number;
  minNights: number;
  maxNights: number;
  /** 10 ** minorDigits(currency). */
  minorPerMajor: number;
};

export const PUBLISH_RULES = {
  title: { min: 10, max: 80 },
  description: { min: 50, max: 5000 },
  photos: 5,
  priceMajor: { min: 10, max: 10_000 },
  guests: { min: 1, max: 16 },
  nights: { min: 1, max: 365 },
} as const;

/** Requirement → what is missing, in the editor's step order; empty when complete. */
export function missingRequirements(l: CompletenessInput): Record<string, string> {
  const r = PUBLISH_RULES;
  const out: Record<string, string> = {};
  const title = l.title.trim().length;
  if (title < r.title.min || title > r.title.max) out.title = `a title of ${r.title.min}–${r.title.max} characters`;
  if (!Number.isInteger(l.maxGuests) || l.maxGuests < r.guests.min || l.maxGuests > r.guests.max) {
    out.maxGuests = `room for ${r.guests.min}–${r.guests.max} guests`;
  }
  if (!l.location) out.location = 'the location, pinned on the map';
  if (l.photoCount < r.photos) out.photos = `at least ${r.photos} photos (${l.photoCount} so far)`;
  const description = l.description.trim().length;
  if (description < r.description.min || description > r.description.max) {
    out.description = `a description of ${r.description.min}–${r.description.max} characters`;
  }
  const min = r.priceMajor.min * l.minorPerMajor;
  const max = r.priceMajor.max * l.minorPerMajor;
  if (l.nightlyPrice === null || l.nightlyPrice < min || l.nightlyPrice > max) out.nightlyPrice = 'a nightly price';
  if (l.minNights < r.nights.min || l.minNights > r.nights.max || l.minNights > l.maxNights) {
    out.minNights = `a minimum stay of ${r.nights.min}–${r.nights.max} nights, no more than the maximum`;
  }
  return out;
}

export const isComplete = (l: CompletenessInput) => Object.keys(missingRequirements(l)).length === 0;

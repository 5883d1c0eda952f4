import tzlookup from '@photostructure/tz-lookup';
import type { Updateable } from 'kysely';
import type { ListingsTable } from '../../db/schema.js';
import type { ListingPatch } from '../../../contract/hosting.js';
import type { CompletenessInput } from '../../../domain/listing/completeness.js';
import { approximateLocation } from '../../../domain/geo.js';
import type { ListingRow } from './repo.js';

export type ListingColumns = Updateable<ListingsTable>;

/** What a new draft has before the host says otherwise (the other columns have table defaults). */
export const DRAFT_DEFAULTS = { property_type: 'apartment', room_type: 'entire_place', max_guests: 2 } as const;

/**
 * The columns an editor patch writes. A location also sets the point guests see (within 500 m,
 * fixed per listing: domain/geo) and the time zone, derived offline from the point; without a
 * location the zone falls back to UTC (only a draft can be without one).
 */
export function patchColumns(id: string, p: ListingPatch): ListingColumns {
  const c: ListingColumns = {};
  if (p.title !== undefined) c.title = p.title;
  if (p.description !== undefined) c.description = p.description;
  if (p.propertyType !== undefined) c.property_type = p.propertyType;
  if (p.roomType !== undefined) c.room_type = p.roomType;
  if (p.maxGuests !== undefined) c.max_guests = p.maxGuests;
  if (p.bedrooms !== undefined) c.bedrooms = p.bedrooms;
  if (p.beds !== undefined) c.beds = p.beds;
  if (p.bathrooms !== undefined) c.bathrooms = p.bathrooms;
  if (p.amenities !== undefined) c.amenities = p.amenities;
  if (p.address !== undefined) {
    c.street = p.address.street;
    c.city = p.address.city;
    c.region = p.address.region;
    c.postal_code = p.address.postalCode;
    c.country = p.address.country;
  }
  if (p.location === null) {
    c.location = null;
    c.approx_location = null;
    c.time_zone = 'UTC';
  } else if (p.location !== undefined) {
    const { lat, lng } = p.location;
    const approx = approximateLocation(id, lat, lng);
    c.location = `(${lng},${lat})`;
    c.approx_location = `(${approx.lng},${approx.lat})`;
    c.time_zone = tzlookup(lat, lng);
  }
  if (p.nightlyPrice !== undefined) c.nightly_price = p.nightlyPrice;
  if (p.cleaningFee !== undefined) c.cleaning_fee = p.cleaningFee;
  if (p.minNights !== undefined) c.min_nights = p.minNights;
  if (p.maxNights !== undefined) c.max_nights = p.maxNights;
  if (p.checkInFrom !== undefined) c.check_in_from = p.checkInFrom;
  if (p.checkInUntil !== undefined) c.check_in_until = p.checkInUntil;
  if (p.checkOutBy !== undefined) c.check_out_by = p.checkOutBy;
  if (p.instantBook !== undefined) c.instant_book = p.instantBook;
  if (p.cancellationPolicy !== undefined) c.cancellation_policy = p.cancellationPolicy;
  if (p.houseRules !== undefined) {
    c.house_rules = p.houseRules.text;
    c.pets_allowed = p.houseRules.petsAllowed;
    c.smoking_allowed = p.houseRules.smokingAllowed;
    c.events_allowed = p.houseRules.eventsAllowed;
  }
  if (p.editorStep !== undefined) c.editor_step = p.editorStep;
  return c;
}

/** The fields SPEC §5 judges, from a stored row (with `patch` applied when given). */
export function completenessOf(
  row: Pick<ListingRow, 'title' | 'description' | 'location' | 'nightly_price' | 'max_guests' | 'min_nights' | 'max_nights'>,
  photoCount: number, minorPerMajor: number, patch: ListingPatch = {},
): CompletenessInput {
  const stored = row.location ? { lat: row.location.y, lng: row.location.x } : null;
  return {
    title: patch.title ?? row.title,
    description: patch.description ?? row.description,
    photoCount,
    location: patch.location === undefined ? stored : patch.location,
    nightlyPrice: patch.nightlyPrice ?? row.nightly_price,
    maxGuests: patch.maxGuests ?? row.max_guests,
    minNights: patch.minNights ?? row.min_nights,
    maxNights: patch.maxNights ?? row.max_nights,
    minorPerMajor,
  };
}

import type { Amenity } from '../../../contract/common';

/** The amenity catalogue in the groups a host thinks in; every key in exactly one group. */
export const AMENITY_GROUPS: ReadonlyArray<{ id: string; amenities: readonly Amenity[] }> = [
  { id: 'essentials', amenities: ['wifi', 'kitchen', 'heating', 'air_conditioning', 'washer', 'dryer', 'tv', 'workspace'] },
  { id: 'arrival', amenities: ['self_check_in', 'free_parking', 'ev_charger', 'step_free_access'] },
  { id: 'family', amenities: ['crib', 'pets_allowed', 'breakfast'] },
  { id: 'outdoors', amenities: ['garden', 'balcony', 'sea_view', 'bbq_grill'] },
  { id: 'leisure', amenities: ['pool', 'hot_tub', 'fireplace', 'gym'] },
  { id: 'safety', amenities: ['smoke_alarm', 'first_aid_kit'] },
];

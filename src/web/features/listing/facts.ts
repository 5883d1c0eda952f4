import type { ListingDetail } from '../../../contract/listing';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** "Entire cabin", "Private room in home"; a room in a "room" or "other" is just "Private room". */
export function kindLabel(listing: Pick<ListingDetail, 'roomType' | 'propertyType'>, t: T): string {
  if (listing.roomType !== 'entire_place' && (listing.propertyType === 'room' || listing.propertyType === 'other')) {
    return t(`listing.kind.${listing.roomType}.plain`);
  }
  if (listing.roomType === 'entire_place') return t(`listing.kind.entire_place.${listing.propertyType}`);
  return t(`listing.kind.${listing.roomType}`, { type: t(`listing.type.${listing.propertyType}`) });
}

/** "Montevideo, Uruguay" or "Annecy, Auvergne-Rhône-Alpes, France": the region only when it adds something. */
export function placeLine(listing: Pick<ListingDetail, 'city' | 'region' | 'country'>, locale: string): string {
  let country = listing.country;
  if (/^[A-Z]{2}$/.test(country)) {
    try {
      country = new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
    } catch {
      /* an unknown code stays as it is */
    }
  }
  const parts = [listing.city, listing.region, country].filter((p, i, all) => p && all.indexOf(p) === i);
  return parts.join(', ');
}

/** ["4 guests", "2 bedrooms", "3 beds", "1 bath"]: a studio has no bedroom; half baths count. */
export function capacityParts(listing: Pick<ListingDetail, 'maxGuests' | 'bedrooms' | 'beds' | 'bathrooms'>, t: T): string[] {
  return [
    t('listing.guests', { count: listing.maxGuests }),
    listing.bedrooms > 0 ? t('listing.bedrooms', { count: listing.bedrooms }) : t('listing.studio'),
    t('listing.beds', { count: listing.beds }),
    t('listing.baths', { count: listing.bathrooms }),
  ];
}

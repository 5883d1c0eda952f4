import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { capacityParts, kindLabel, placeLine } from './facts';

const { t } = createI18n('en');

describe('listing facts', () => {
  it('names the kind of place from room and property type', () => {
    expect(kindLabel({ roomType: 'entire_place', propertyType: 'cabin' }, t)).toBe('Entire cabin');
    expect(kindLabel({ roomType: 'private_room', propertyType: 'house' }, t)).toBe('Private room in home');
    expect(kindLabel({ roomType: 'private_room', propertyType: 'room' }, t)).toBe('Private room');
    expect(kindLabel({ roomType: 'entire_place', propertyType: 'room' }, t)).toBe('Entire room');
  });

  it('uses singular and plural forms and calls a place without bedrooms a studio', () => {
    expect(capacityParts({ maxGuests: 4, bedrooms: 2, beds: 3, bathrooms: 1 }, t)).toEqual(['4 guests', '2 bedrooms', '3 beds', '1 bath']);
    expect(capacityParts({ maxGuests: 1, bedrooms: 0, beds: 1, bathrooms: 1.5 }, t)).toEqual(['1 guest', 'Studio', '1 bed', '1.5 baths']);
  });
});

describe('place line', () => {
  it('names the country from its code and leaves out a region that repeats the city', () => {
    expect(placeLine({ city: 'Montevideo', region: 'Montevideo', country: 'UY' }, 'en')).toBe('Montevideo, Uruguay');
    expect(placeLine({ city: 'Annecy', region: 'Auvergne-Rhône-Alpes', country: 'FR' }, 'en')).toBe('Annecy, Auvergne-Rhône-Alpes, France');
  });
  it('keeps a country that is already a name, and skips empty parts', () => {
    expect(placeLine({ city: 'Hobart', region: '', country: 'Australia' }, 'en')).toBe('Hobart, Australia');
  });
});

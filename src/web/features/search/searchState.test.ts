import { describe, expect, it } from 'vitest';
import { SearchQueryObject, SearchQuerySchema } from '../../../contract/search';
import { pageWindow } from './pageWindow';
import {
  EMPTY_SEARCH, activeFilterCount, clearFilters, moveSearchArea, parseSearchParams, roundBbox, searchHref,
  toApiQuery, toSearchParams, updateSearch, type SearchState,
} from './searchState';

const parse = (qs: string, today?: string) => parseSearchParams(new URLSearchParams(qs), today);

describe('parseSearchParams', () => {
  it('reads every key of a full search', () => {
    const s = parse(
      'place=Montevideo&bbox=-56.3,-34.95,-56.0,-34.8&checkin=2030-01-10&checkout=2030-01-14&guests=3&infants=1&pets=2'
      + '&priceMin=50&priceMax=200&types=house,apartment&amenities=wifi,pool&instant=true&sort=price_asc&page=3',
    );
    expect(s).toEqual({
      place: 'Montevideo', bbox: [-56.3, -34.95, -56, -34.8], checkin: '2030-01-10', checkout: '2030-01-14',
      guests: 3, infants: 1, pets: 2, priceMin: 50, priceMax: 200, types: ['apartment', 'house'],
      amenities: ['pool', 'wifi'], instant: true, sort: 'price_asc', page: 3,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
  });

  it('drops each invalid value on its own and keeps the rest', () => {
    const s = parse('bbox=1,2,3&guests=0&priceMin=-5&priceMax=abc&sort=cheapest&page=0&instant=yes&place=Salto');
    expect(s).toEqual({ ...EMPTY_SEARCH, place: 'Salto' });
    expect(parse('guests=17').guests).toBeUndefined();
    expect(parse('guests=2.5').guests).toBeUndefined();
    expect(parse('bbox=10,20,-200,30').bbox).toBeUndefined();
    expect(parse('bbox=0,50,10,40').bbox).toBeUndefined();
  });

  it('keeps the valid items of a list and drops unknown ones', () => {
    const s = parse('types=cabin,castle,cabin&amenities=wifi,,jacuzzi,kitchen');
    expect(s.types).toEqual(['cabin']);
    expect(s.amenities).toEqual(['kitchen', 'wifi']);
  });

  it('needs both dates in order, and none in the past when today is known', () => {
    expect(parse('checkin=2030-01-10').checkin).toBeUndefined();
    expect(parse('checkin=2030-01-10&checkout=2030-01-10')).not.toHaveProperty('checkin');
    expect(parse('checkin=2030-01-12&checkout=2030-01-10')).not.toHaveProperty('checkout');
    expect(parse('checkin=2030-02-30&checkout=2030-03-02')).not.toHaveProperty('checkin');
    expect(parse('checkin=2020-01-10&checkout=2020-01-12', '2025-06-01')).not.toHaveProperty('checkin');
    expect(parse('checkin=2025-06-01&checkout=2025-06-03', '2025-06-01').checkin).toBe('2025-06-01');
  });

  it('swaps a reversed price range and ignores a zero minimum', () => {
    expect(parse('priceMin=300&priceMax=100')).toMatchObject({ priceMin: 100, priceMax: 300 });
    expect(parse('priceMin=0&priceMax=80')).not.toHaveProperty('priceMin');
  });

  it('accepts small infant and pet counts only', () => {
    expect(parse('infants=6&pets=x')).not.toHaveProperty('infants');
    expect(parse('pets=0')).not.toHaveProperty('pets');
  });
});

describe('toSearchParams', () => {
  it('round-trips through the URL', () => {
    const qs = 'place=Punta+del+Este&bbox=-55.1,-35,-54.8,-34.8&checkin=2030-03-01&checkout=2030-03-05&guests=2'
      + '&priceMax=150&types=cabin,house&amenities=wifi&instant=true&sort=rating&page=2';
    const state = parse(qs);
    expect(parse(toSearchParams(state).toString())).toEqual(state);
  });

  it('leaves defaults out and orders keys the same way every time', () => {
    expect(toSearchParams(EMPTY_SEARCH).toString()).toBe('');
    const a = toSearchParams({ ...EMPTY_SEARCH, types: ['house', 'cabin'], guests: 2 }).toString();
    expect(a).toBe('guests=2&types=cabin%2Chouse');
    expect(searchHref({ ...EMPTY_SEARCH })).toBe('/s');
  });

  it('writes a lone date as nothing', () => {
    expect(toSearchParams({ ...EMPTY_SEARCH, checkin: '2030-01-01' }).has('checkin')).toBe(false);
  });
});

describe('toApiQuery', () => {
  it('strips web-only keys and passes the contract schema', () => {
    const state = parse('place=Montevideo&bbox=-56.3,-34.95,-56,-34.8&infants=1&pets=1&guests=2&checkin=2030-01-10&checkout=2030-01-12&amenities=wifi&sort=rating&page=2');
    const q = toApiQuery(state);
    expect(q).not.toHaveProperty('place');
    expect(q).not.toHaveProperty('infants');
    expect(q).not.toHaveProperty('pets');
    const parsed = SearchQuerySchema.parse(q);
    expect(parsed).toMatchObject({ bbox: [-56.3, -34.95, -56, -34.8], guests: 2, amenities: ['wifi'], sort: 'rating', page: 2 });
  });

  it('is the same for states that differ only in web-only keys (one cache entry)', () => {
    const a = parse('place=A&bbox=1,1,2,2');
    const b = parse('place=B&bbox=1,1,2,2&pets=1');
    expect(toApiQuery(a)).toEqual(toApiQuery(b));
  });
});

describe('changes', () => {
  const base: SearchState = parse('place=Montevideo&bbox=-56.3,-34.95,-56,-34.8&page=4&priceMin=20&types=cabin&instant=true&guests=2');

  it('resets the page on any change but paging', () => {
    expect(updateSearch(base, { sort: 'rating' }).page).toBe(1);
    expect(updateSearch(base, { page: 5 }).page).toBe(5);
  });

  it('removes keys set to undefined', () => {
    expect(updateSearch(base, { priceMin: undefined })).not.toHaveProperty('priceMin');
  });

  it('moving the map replaces the box, forgets the place name and rounds', () => {
    const next = moveSearchArea(base, [-56.123456789, -34.9, -56.0000001, -34.7]);
    expect(next.bbox).toEqual([-56.12346, -34.9, -56, -34.7]);
    expect(next).not.toHaveProperty('place');
    expect(next.page).toBe(1);
    expect(next.guests).toBe(2);
  });

  it('clearing filters keeps where, when and who', () => {
    const next = clearFilters(base);
    expect(activeFilterCount(base)).toBe(3);
    expect(activeFilterCount(next)).toBe(0);
    expect(next).toMatchObject({ place: 'Montevideo', guests: 2, bbox: base.bbox });
  });

  it('rounds boxes to five decimals', () => {
    expect(roundBbox([1.000004, 2.000006, 3, 4])).toEqual([1, 2.00001, 3, 4]);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps first, last and neighbours with gaps between', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });
});

// The reader above works without zod (it runs on pages that must not load it); the API reads the
// same parameters with the contract's schema. Value by value, both must give the same answer.
describe('parseSearchParams agrees with the API schema', () => {
  const shape = SearchQueryObject.shape;
  const schema = (key: keyof typeof shape, raw: string): unknown => {
    const r = shape[key].safeParse(raw);
    return r.success ? r.data : undefined;
  };
  const numbers = ['0', '1', '2', '16', '17', '2.0', '2.5', '-1', '-0', ' 3 ', '0x10', '1e1', '+5', '07', 'abc', '1000', '1001',
    '1000000', '1000001', 'Infinity', 'NaN', '3,4', '1_000'];
  const bboxes = ['-56.3,-34.95,-56,-34.8', '1,2,3', '1,2,3,4,5', 'a,b,c,d', ',-34.95,-56,-34.8', '-181,0,10,10', '0,10,10,5',
    '0,-91,10,10', '0,0,10,91', ' 1 , 2 , 3 , 4 ', '1e1,1,20,2', '0,0,0,0', 'Infinity,0,1,1'];
  const dates = ['2030-01-10', '2030-02-30', '2030-1-10', '20300110', '2030-01-10T00:00', ' 2030-01-10', '2030-13-01', '2032-02-29'];

  it.each(numbers)('guests, prices and page: %j', (raw) => {
    const q = encodeURIComponent(raw);
    expect(parse(`guests=${q}`).guests).toEqual(schema('guests', raw));
    expect(parse(`priceMax=${q}`).priceMax).toEqual(schema('priceMax', raw));
    expect(parse(`page=${q}`).page).toEqual(schema('page', raw) ?? 1);
  });
  it.each(bboxes)('bbox: %j', (raw) => {
    expect(parse(`bbox=${encodeURIComponent(raw)}`).bbox).toEqual(schema('bbox', raw));
  });
  it.each(dates)('dates: %j', (raw) => {
    expect(parse(`checkin=${encodeURIComponent(raw)}&checkout=2099-01-01`).checkin).toEqual(schema('checkin', raw));
  });
  it.each(['true', 'false', 'yes', '1', 'TRUE'])('instant: %j', (raw) => {
    expect(parse(`instant=${raw}`).instant).toEqual(schema('instant', raw) ?? false);
  });
  it.each(['relevance', 'price_asc', 'rating', 'cheapest', 'RATING'])('sort: %j', (raw) => {
    expect(parse(`sort=${raw}`).sort).toEqual(schema('sort', raw) ?? 'relevance');
  });
  it.each(['house', 'boat', 'castle', 'House', 'wifi'])('a type or an amenity: %j', (raw) => {
    expect(parse(`types=${raw}`).types).toEqual((schema('types', raw) as string[] | undefined) ?? []);
    expect(parse(`amenities=${raw}`).amenities).toEqual((schema('amenities', raw) as string[] | undefined) ?? []);
  });
});

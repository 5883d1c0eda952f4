import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '../search/searchState';
import { pillSummary } from './pillSummary';

// The pill reads the URL without the search schema; what it shows must be what the search reads.
const urls = [
  '',
  'place=Montevideo',
  `place=${'x'.repeat(150)}`,
  'place=%20%20',
  'bbox=-56.3,-34.95,-56,-34.8',
  'bbox=-56.3,-34.95,-56',
  'bbox=-200,-34.95,-56,-34.8',
  'bbox=-56.3,-34.8,-56,-34.95',
  'bbox=a,b,c,d',
  'bbox=,-34.95,-56,-34.8',
  'checkin=2027-03-03&checkout=2027-03-06',
  'checkin=2027-03-06&checkout=2027-03-03',
  'checkin=2027-02-30&checkout=2027-03-03',
  'checkin=2027-03-03',
  'checkin=2027-3-3&checkout=2027-03-06',
  'guests=2', 'guests=0', 'guests=16', 'guests=17', 'guests=2.5', 'guests=-1', 'guests=abc', 'guests=02',
  'place=Porto&checkin=2027-06-01&checkout=2027-06-04&guests=3&bbox=-8.7,41.1,-8.5,41.2',
];

describe('pillSummary', () => {
  it.each(urls)('agrees with the search page on %j', (query) => {
    const full = parseSearchParams(new URLSearchParams(query));
    expect(pillSummary(new URLSearchParams(query))).toEqual({
      bbox: full.bbox !== undefined,
      ...(full.place !== undefined && { place: full.place }),
      ...(full.checkin !== undefined && { checkin: full.checkin, checkout: full.checkout }),
      ...(full.guests !== undefined && { guests: full.guests }),
    });
  });
});

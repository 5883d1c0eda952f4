import { describe, expect, it } from 'vitest';
import { AMENITIES } from '../../../contract/common';
import { AMENITY_GROUPS } from './amenityGroups';

describe('amenity groups', () => {
  it('hold every catalogue amenity exactly once', () => {
    const grouped = AMENITY_GROUPS.flatMap((g) => g.amenities);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual([...AMENITIES].sort());
  });
});

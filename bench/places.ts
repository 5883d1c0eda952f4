import { searchPlaces } from '../src/server/features/places/gazetteer';
import { fmt, measure } from './stats';

const PREFIXES = ['m', 'mo', 'mon', 'montev', 'montevideo', 'par', 'paris', 'lis', 'san', 'sao pa', 'new y', 'kyo', 'reyk', 'cape', 'bue', 'x', 'zz', 'los an', 'mexico', 'edin'];

/** Place search per query: the first call (index build) apart, then p50/p95 over many prefixes. */
export async function benchPlaces(n = 2000) {
  const t = performance.now();
  await searchPlaces('warm', 8);
  console.log(`places: index ready in ${(performance.now() - t).toFixed(0)} ms (first call)`);
  const s = await measure(n, (i) => searchPlaces(PREFIXES[i % PREFIXES.length], 8));
  console.log(`places: ${fmt(s)}  budget p95 ≤ 5 ms`);
  return s;
}

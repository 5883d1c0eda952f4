import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SearchQuery } from '../../../contract/search.js';
import type { Bbox } from '../../../contract/common.js';
import type { SearchRow } from './search-cards-repo.js';
import { probeQuery, searchQuery, type SearchOptions } from './search-query-repo.js';

export { CARD_PHOTOS, cardRowsByIds, type CardRowById, type SearchRow } from './search-cards-repo.js';
export { amenityBits, probeQuery, searchQuery, type SearchOptions, type SearchPath } from './search-query-repo.js';

export type SearchResultRows = {
  total: number;
  /** False when the total and the clusters' counts are estimates from a sample. */
  exact: boolean;
  /** Every match, most relevant first, when there are no more than the pin limit; else none. */
  pins: { id: string; lat: number; lng: number; price: number }[];
  /** The matches by cell of the map's grid, largest first, when there are more; else none. */
  clusters: { count: number; lat: number; lng: number; bbox: Bbox }[];
  page: SearchRow[];
};

/**
 * A search in two statements: a small probe (how many of the box's matches a sparse sample holds),
 * then the statement it chose: one counted from a sample, or one that reads every match. Each
 * statement stays short: parsing and planning one that held both cost more than the extra round trip.
 */
export async function searchListings(db: Kysely<DB>, q: SearchQuery, minorPerMajor: number, opts: SearchOptions): Promise<SearchResultRows> {
  const probe = (await probeQuery(q, minorPerMajor).execute(db)).rows[0]!;
  const row = (await searchQuery(q, minorPerMajor, opts, probe).execute(db)).rows[0]!;
  const p = row.pins;
  const pins = p?.id ? p.id.map((id, i) => ({ id, lat: p.lat[i]!, lng: p.lng[i]!, price: p.price[i]! })) : [];
  const c = row.clusters;
  const clusters = c?.count ? c.count.map((count, i) => ({ count, lat: c.lat[i]!, lng: c.lng[i]!, bbox: [c.w[i]!, c.s[i]!, c.e[i]!, c.n[i]!] as Bbox })) : [];
  return { total: row.total, exact: row.exact, pins, clusters, page: row.page ?? [] };
}

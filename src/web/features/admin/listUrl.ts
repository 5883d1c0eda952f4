import { useSearchParams } from 'react-router';

/**
 * A console list's state in the URL (filters, sort, direction, page), so a view is a link and
 * Back returns to it. Changing anything but the page returns to the first page.
 */
export function useListUrl<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const query: Partial<Record<K | 'sort' | 'dir' | 'page', string>> = {};
  for (const k of [...keys, 'sort', 'dir', 'page'] as const) {
    const v = params.get(k);
    if (v) query[k] = v;
  }
  const set = (changes: Partial<Record<K | 'sort' | 'dir' | 'page', string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes) as [string, string | undefined][]) if (v) next.set(k, v); else next.delete(k);
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return { query, set, clear: () => setParams(new URLSearchParams()) };
}

export type SortState = { sort: string; dir: 'asc' | 'desc' };

/** The sort a header click asks for: the same column flips; another starts descending for dates and amounts, ascending for words. */
export function nextSort(current: SortState, column: string, firstDir: 'asc' | 'desc'): SortState {
  if (current.sort === column) return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: column, dir: firstDir };
}

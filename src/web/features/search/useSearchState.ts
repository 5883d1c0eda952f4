import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchParams, toSearchParams, type SearchState } from './searchState';

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The search page's state, read from and written to the URL (the only place it lives). */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useMemo(() => parseSearchParams(new URLSearchParams(key), localToday()), [key]);
  const setSearch = useCallback(
    (next: SearchState, opts: { replace?: boolean } = {}) => setParams(toSearchParams(next), { replace: opts.replace, preventScrollReset: true }),
    [setParams],
  );
  return { state, setSearch };
}

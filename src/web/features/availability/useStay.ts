import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readStayParams, writeStayParams, type StayParams } from './stayParams';

/** The chosen stay, read from and written to the URL query (replacing history, not pushing). */
export function useStay(maxGuests: number) {
  const [params, setParams] = useSearchParams();
  const stay = useMemo(() => readStayParams(params, maxGuests), [params, maxGuests]);
  const setStay = useCallback(
    (patch: Partial<StayParams>) => setParams((prev) => writeStayParams(prev, patch), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [stay, setStay] as const;
}

import { useEffect, useState } from 'react';

/** The time now, re-read every minute, so "2 minutes ago" or "time left to answer" stays true while a page is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

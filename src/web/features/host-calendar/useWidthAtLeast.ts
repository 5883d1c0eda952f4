import { useLayoutEffect, useState, type RefObject } from 'react';
import { useIsSSR } from 'react-aria/SSRProvider';

/**
 * Whether the element is at least `min` pixels wide, kept up to date (the view sits in a page or in
 * the editor's narrower column). Only a change of the answer renders again, not every pixel: the
 * app taking over a painted page measures it once, and that must not draw the page a second time.
 * Nothing can be measured while the server paints the page, nor while the app takes that paint over
 * (the first render there must be the server's): `painted` stands in for the answer then.
 */
export function useWidthAtLeast(ref: RefObject<HTMLElement | null>, min: number, painted = false): boolean {
  // True while the server renders and while the app takes its paint over.
  const painting = useIsSSR();
  const [wide, setWide] = useState(() => painting && painted);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWide(el.getBoundingClientRect().width >= min);
    const ro = new ResizeObserver(([entry]) => setWide(entry.contentRect.width >= min));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, min]);
  return wide;
}

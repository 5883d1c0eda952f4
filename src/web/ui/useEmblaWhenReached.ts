import { useCallback } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useWakeUp } from './useWakeUp';

type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * An embla carousel that starts when it is reached. Embla measures every slide when it starts,
 * and a page of carousels doing it at once was the longest task on `/`: each one starts in a
 * quiet moment once it is near the screen, or at once when someone hovers, presses or focuses
 * it (spread the handlers on the element around the carousel). Returns the viewport ref, the embla
 * API (undefined until started) and those handlers.
 */
export function useEmblaWhenReached(options: EmblaOptions) {
  const [emblaRef, embla] = useEmblaCarousel(options);
  const { ref: nearRef, awake, wake } = useWakeUp();
  // Embla's ref keeps its element in state, so it is handed the element only once awake: handing
  // it anything while the page is taken over made every carousel render again in that same task.
  const viewportRef = useCallback((node: HTMLElement | null) => {
    nearRef(node);
    if (awake) emblaRef(node);
  }, [awake, nearRef, emblaRef]);
  const reach = { onPointerEnter: wake, onPointerDown: wake, onFocus: wake };
  return [viewportRef, embla, reach] as const;
}

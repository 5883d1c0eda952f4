import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useWakeUp } from './useWakeUp';

type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

/** How far, in CSS pixels, a finger or mouse must travel sideways (more than up or down) to swipe. */
const SWIPE_PX = 24;

/** Presses already followed by a carousel inside another (a card's photos in the landing's row). */
const claimed = new WeakSet<Event>();

/** The click a mouse sends after a drag is part of the swipe, not a press on the photo. */
function swallowNextClick() {
  const stop = (e: Event) => {
    e.preventDefault();
    e.stopPropagation();
  };
  window.addEventListener('click', stop, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', stop, { capture: true }), 0);
}

/**
 * An embla carousel that starts when it is reached. Embla measures every slide when it starts,
 * and a page of carousels doing it at once was the longest task on `/`: each one starts in a
 * quiet moment once it is near the screen, or at once when someone hovers, presses or focuses
 * it (spread the handlers on the element around the carousel). Returns the viewport ref, the embla
 * API (undefined until started) and those handlers.
 *
 * A swipe that began before embla started is not seen by embla (it listens from its start), so
 * the handlers follow it themselves: a sideways swipe made while the carousel was not started
 * moves it one slide once it is.
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

  const started = useRef(embla);
  started.current = embla;
  const swipe = useRef<{ x: number; y: number; lastX: number; lastY: number } | null>(null);
  const pending = useRef<'next' | 'prev' | null>(null);
  const rtl = options?.direction === 'rtl';
  const move = (to: 'next' | 'prev') => {
    const api = started.current;
    if (!api) pending.current = to;
    else if (to === 'next') api.scrollNext();
    else api.scrollPrev();
  };
  useEffect(() => {
    const to = pending.current;
    if (!embla || !to) return;
    pending.current = null;
    if (to === 'next') embla.scrollNext();
    else embla.scrollPrev();
  }, [embla]);

  const onPointerDown = (e: PointerEvent) => {
    wake();
    const inner = claimed.has(e.nativeEvent);
    claimed.add(e.nativeEvent);
    swipe.current = inner || started.current || !e.isPrimary ? null : { x: e.clientX, y: e.clientY, lastX: e.clientX, lastY: e.clientY };
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!swipe.current) return;
    swipe.current.lastX = e.clientX;
    swipe.current.lastY = e.clientY;
  };
  // A touch the browser takes over (to scroll the page) ends in pointercancel: its last position counts.
  const onSwipeEnd = (e: PointerEvent) => {
    const s = swipe.current;
    swipe.current = null;
    if (!s) return;
    const x = e.type === 'pointercancel' ? s.lastX : e.clientX;
    const y = e.type === 'pointercancel' ? s.lastY : e.clientY;
    const dx = x - s.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(y - s.y)) return;
    if (e.type === 'pointerup') swallowNextClick();
    move((dx < 0) !== rtl ? 'next' : 'prev');
  };
  const reach = { onPointerEnter: wake, onPointerDown, onPointerMove, onPointerUp: onSwipeEnd, onPointerCancel: onSwipeEnd, onFocus: wake };
  return [viewportRef, embla, reach] as const;
}

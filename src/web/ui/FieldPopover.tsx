import { useContext, useEffect, useMemo, useState } from 'react';
import { OverlayTriggerStateContext, Popover, type PopoverProps } from 'react-aria-components';

/**
 * The popover of a field that keeps focus while it is open (a combobox's list). It stays open
 * when the page, or a box holding the field, scrolls, and follows the field there.
 *
 * React Aria closes a non-modal popover whenever an ancestor of its trigger scrolls
 * (`useCloseOnScroll`, by design: it does not follow its trigger). On a phone the keyboard opening,
 * the browser scrolling the field into view, or a small move of the finger scroll the page or the
 * search sheet, and the list closed under the guest's finger. Here that one close is ignored (it is
 * the only one made from a scroll event), and the popover is placed again by React Aria on the next
 * frame. Every other way to close is the combobox's own or unchanged: Escape, a press outside (the
 * field loses focus), choosing a place, the hidden Dismiss button screen readers reach.
 */
export function FieldPopover({ offset = 8, ...props }: PopoverProps) {
  const state = useContext(OverlayTriggerStateContext);
  const kept = useMemo(
    () => state && { ...state, close: () => { if (window.event?.type !== 'scroll') state.close(); } },
    [state],
  );
  const moves = useFollowScroll(state?.isOpen ?? false);
  // React Aria places the popover again when one of its placement props changes: a thousandth of
  // a pixel, alternating, is that change and nothing anyone can see.
  const nudge = (moves % 2) / 1000;
  return (
    <OverlayTriggerStateContext.Provider value={kept}>
      <Popover {...props} offset={offset + nudge} />
    </OverlayTriggerStateContext.Provider>
  );
}

/**
 * Counts the frames in which something holding the focused field scrolled while `open` (the
 * document, a sheet's body); scrolls inside the popover itself (its list) do not count.
 */
function useFollowScroll(open: boolean) {
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const onScroll = (e: Event) => {
      const target = e.target;
      const field = document.activeElement;
      const holdsField = target === document || (target instanceof Node && field !== null && target !== field && target.contains(field));
      if (!holdsField) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setMoves((n) => n + 1));
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [open]);
  return moves;
}

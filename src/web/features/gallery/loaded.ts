import type { SyntheticEvent } from 'react';

// A photo fades in over its placeholder once it has loaded. That is marked on the <img> itself
// (`data-loaded`, which React never sets, so never removes), not kept in React state: a photo the
// server painted is often complete before the app takes the page over, and a state update made
// while React attaches refs is urgent, so every such photo rendered again in the very task that
// committed the page; a card's carousel also rendered all its slides again for each photo loaded.

function markLoaded(img: HTMLImageElement) {
  img.setAttribute('data-loaded', '');
}

/** A cached (or server-painted) image may be complete before React attaches its onLoad. */
function seeIfLoaded(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth > 0) markLoaded(img);
}

/** Spread on an <img>: one ref for every photo (a new function each render would be attached again). */
export const loadedMarker = {
  ref: seeIfLoaded,
  onLoad: (e: SyntheticEvent<HTMLImageElement>) => markLoaded(e.currentTarget),
};

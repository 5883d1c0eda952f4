import { lazy } from 'react';

const loadFullscreen = () => import('./FullscreenGallery');
/** The fullscreen carousel, fetched when first opened: its dialog and carousel are most of the gallery's code. */
export const FullscreenGallery = lazy(() => loadFullscreen().then((m) => ({ default: m.FullscreenGallery })));
/** Starts fetching the fullscreen carousel (a pointer or focus on the photos), so that it opens at once. */
export const preloadFullscreenGallery = () => void loadFullscreen().catch(() => undefined);
export { PhotoMosaic } from './PhotoMosaic';
export { PhotoStrip } from './PhotoStrip';
export { Photo } from './Photo';

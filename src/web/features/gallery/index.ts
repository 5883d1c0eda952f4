export { FullscreenGallery } from './FullscreenGallery';
export { PhotoMosaic } from './PhotoMosaic';
export { PhotoStrip } from './PhotoStrip';
export { Photo } from './Photo';

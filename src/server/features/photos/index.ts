/** The photos feature's public face: what other features and the server's wiring may use. */
export { photoUrl, servedPhotoPath, toPhotoView, forGuests, type PhotoMedia, type PhotoRow } from './view.js';
export { photoStorage, checkPhotoStorage } from './storage.js';
export { sweepOrphanPhotos } from './orphans.js';
export { sweepStrayPhotos } from './strays.js';
export { mediaRoutes } from './routes.js';
export { photoUploadRoutes } from './upload-routes.js';
// Pieces of the upload pipeline other pictures (avatars) go through.
export { receivePhoto } from './receive.js';
export { inspectPhoto } from './inspect.js';
export { photoWork } from './queue.js';
export { releaseKey, removeReleased, storeUnderNewKey } from './keyed-files.js';
// Crash recovery and backups (docs/decisions/0033-crashes-and-backups.md).
export { holdProcessMark } from './process-mark.js';
export { pauseRemovals } from './orphans.js';
export { REMOVAL_GATE } from './repo.js';

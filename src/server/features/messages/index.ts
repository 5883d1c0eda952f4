/** The messages feature's public face: what main.ts and other features may use. */
export { messageRoutes } from './routes.js';
export { messageDigestJob, queueMessageDigests } from './digest.js';
export { messageHub } from './hub.js';
export { hideMessage } from './repo.js';

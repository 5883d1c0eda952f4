/** The account feature's public face: what other features may use. */
export { avatarSources, avatarUrlOf } from './avatar-view.js';
export { former, nameOf } from './former.js';

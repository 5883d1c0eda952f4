/** The notifications feature's public face: what other features may use. */
export { insertNotification } from './repo.js';
export { wakeEmailDelivery } from './delivery.js';

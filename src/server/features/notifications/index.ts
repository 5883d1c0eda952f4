/** The notifications feature's public face: what other features may use. */
export { insertNotification, noticeExists } from './repo.js';
export { deliverNotificationEmails, wakeEmailDelivery, mailJob } from './delivery.js';

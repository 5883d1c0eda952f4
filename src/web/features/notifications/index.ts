/** In-app notifications: the header's bell with its panel, and the list /notifications shows. */
export { NotificationBell } from './NotificationBell';
export { NotificationList } from './NotificationList';
export { MarkAllRead } from './MarkAllRead';
export { describeNotification, notificationHref } from './wording';

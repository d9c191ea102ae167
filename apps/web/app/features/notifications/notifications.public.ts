/** The notifications feature's face: the /notifications page and the header's bell with the unread count. */
export { NotificationsLink } from './notifications-link';
export { messages as notificationsMessages } from './messages';
export { NotificationsPage } from './notifications-page';

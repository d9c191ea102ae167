/* What other modules may use of engagement: writing a notification into a shopper's list. */
export { addNotification } from './notifications.service.ts';

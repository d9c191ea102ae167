/* What other modules may use of engagement: adding a notification to a shopper's list. */
export { addNotification } from './notifications.service.ts';

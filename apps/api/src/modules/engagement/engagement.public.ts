/* What other modules may use of engagement: adding a notification to a shopper's list (in their language). */
export { addNotification, addNotificationInLanguage } from './notifications.service.ts';
/* For the operator dashboard: call-back requests nobody has answered yet. */
export { callbacksWaiting } from './callbacks-admin.service.ts';
/* For the order-messages outbox: a subscription its push service says is gone is forgotten. */
export { forgetWebPushSubscription } from './push-subscriptions.service.ts';

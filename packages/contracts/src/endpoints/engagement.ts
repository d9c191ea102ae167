import {
  adViewAnswer,
  adViewBody,
  appFeedbackBody,
  callbackRequestedSchema,
  currentGiveawaySchema,
  fcmTokenBody,
  fcmTokenRemoveBody,
  feedbackSavedSchema,
  helpRequestBody,
  markReadAnswer,
  markReadRequest,
  notificationListAnswer,
  notificationListQuery,
  participateAnswer,
  participateBody,
  pushPublicKeySchema,
  tokenRemovedSchema,
  tokenSavedSchema,
} from '../engagement.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The app's engagement calls: the giveaway and its hearts, push tokens and notifications, feedback and
 * call-back requests.
 */

export const getGiveaway = defineEndpoint({
  operationId: 'getGiveaway',
  method: 'GET',
  path: '/giveaway',
  access: 'shopper',
  tags: ['giveaway'],
  summary: 'The running giveaway (or null) with the shopper’s hearts',
  errors: [401],
  schemas: { response: currentGiveawaySchema },
});

export const recordAdView = defineEndpoint({
  operationId: 'recordAdView',
  method: 'POST',
  path: '/giveaway/ad-view',
  access: 'shopper',
  tags: ['giveaway'],
  summary: 'One heart for a watched ad (settings.adHeartsDailyCap per day, IST); 429 past the cap',
  errors: [400, 401, 429],
  errorCodes: ['UNKNOWN_AD', 'AD_HEARTS_CAP'],
  schemas: { body: adViewBody, response: adViewAnswer },
});

export const joinGiveaway = defineEndpoint({
  operationId: 'joinGiveaway',
  method: 'POST',
  path: '/giveaway/participate',
  access: 'shopper',
  tags: ['giveaway'],
  summary: 'Join the giveaway, spending heartsRequired once',
  errors: [400, 401, 404],
  errorCodes: ['NOT_ENOUGH_HEARTS'],
  schemas: { body: participateBody, response: participateAnswer },
});

export const saveFcmToken = defineEndpoint({
  operationId: 'saveFcmToken',
  method: 'POST',
  path: '/fcm-token/save',
  access: 'shopper',
  tags: ['notifications'],
  summary: 'Save this device’s push token (one row per token)',
  description:
    'A browser sends its Web Push subscription (`PushSubscription.toJSON()`) as `subscription`, with its ' +
    'endpoint as `token` and `platform` web: the shopper is then sent order updates by push on that device ' +
    'while it stays signed in. Without `subscription`, an app’s FCM token as before.',
  errors: [400, 401],
  schemas: { body: fcmTokenBody, response: tokenSavedSchema },
});

export const removeFcmToken = defineEndpoint({
  operationId: 'removeFcmToken',
  method: 'POST',
  path: '/fcm-token/remove',
  access: 'shopper',
  tags: ['notifications'],
  summary: 'Stop pushes to this device: forget the shopper’s token or Web Push subscription (by its endpoint)',
  errors: [400, 401],
  schemas: { body: fcmTokenRemoveBody, response: tokenRemovedSchema },
});

export const getPushPublicKey = defineEndpoint({
  operationId: 'getPushPublicKey',
  method: 'GET',
  path: '/push/public-key',
  access: 'public',
  tags: ['notifications'],
  summary: 'The store’s VAPID public key browsers subscribe to order updates by push with (null: push is off)',
  errors: [],
  schemas: { response: pushPublicKeySchema },
});

export const listNotifications = defineEndpoint({
  operationId: 'listNotifications',
  method: 'GET',
  path: '/notifications',
  access: 'shopper',
  tags: ['notifications'],
  summary: 'The shopper’s notifications, newest first',
  description:
    'With `page` or `itemsPerPage`, a page as every list answers it: `{ items, pagination }`. Without either, ' +
    "the spec's plain array of the latest 100.",
  errors: [400, 401],
  schemas: { query: notificationListQuery, response: notificationListAnswer },
});

export const markNotificationsRead = defineEndpoint({
  operationId: 'markNotificationsRead',
  method: 'POST',
  path: '/notifications/mark-read',
  access: 'shopper',
  tags: ['notifications'],
  summary: 'Mark notifications read: the given ids, or all when ids is absent',
  errors: [400, 401],
  schemas: { body: markReadRequest, response: markReadAnswer },
});

export const countUnreadNotifications = defineEndpoint({
  operationId: 'countUnreadNotifications',
  method: 'GET',
  path: '/notifications/unread-count',
  access: 'shopper',
  tags: ['notifications'],
  summary: 'How many of the shopper’s notifications are unread (the header’s badge)',
  errors: [401],
  schemas: { response: markReadAnswer },
});

export const sendAppFeedback = defineEndpoint({
  operationId: 'sendAppFeedback',
  method: 'POST',
  path: '/app-feedback',
  access: 'optional',
  tags: ['support'],
  summary: 'Rate the app (JSON or application/x-www-form-urlencoded)',
  description: 'A token, when sent, links the feedback to the shopper. Limited per IP.',
  consumes: ['application/json', 'application/x-www-form-urlencoded'],
  errors: [400, 429],
  schemas: { body: appFeedbackBody, response: feedbackSavedSchema },
});

export const requestHelp = defineEndpoint({
  operationId: 'requestHelp',
  method: 'POST',
  path: '/help-and-support',
  access: 'optional',
  tags: ['support'],
  summary: 'Request a call-back',
  description:
    'mobile_number: 10 digits. Limited per number (3 a day) and per IP (10 an hour). A token, when sent, ' +
    'links the request to the shopper.',
  errors: [400, 429],
  schemas: { body: helpRequestBody, response: callbackRequestedSchema },
});

export const engagementEndpoints = {
  getGiveaway,
  recordAdView,
  joinGiveaway,
  saveFcmToken,
  removeFcmToken,
  getPushPublicKey,
  listNotifications,
  markNotificationsRead,
  countUnreadNotifications,
  sendAppFeedback,
  requestHelp,
};

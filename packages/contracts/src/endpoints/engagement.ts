import { defineEndpoint } from '../endpoint.ts';
import type {
  adViewAnswer,
  adViewBody,
  appFeedbackBody,
  callbackRequestedSchema,
  currentGiveawaySchema,
  fcmTokenBody,
  feedbackSavedSchema,
  helpRequestBody,
  markReadAnswer,
  markReadRequest,
  notificationListSchema,
  participateAnswer,
  participateBody,
  tokenSavedSchema,
} from '../engagement.ts';

/**
 * The app's engagement calls: the giveaway and its hearts, push tokens and notifications, feedback and
 * call-back requests. Schemas: ./engagement.schemas.ts.
 */

export const getGiveaway = defineEndpoint<{ response: typeof currentGiveawaySchema }>()({
  operationId: 'getGiveaway',
  method: 'GET',
  path: '/giveaway',
  access: 'shopper',
  tags: ['giveaway'],
  summary: 'The running giveaway (or null) with the shopper’s hearts',
  errors: [401],
});

export const recordAdView = defineEndpoint<{ body: typeof adViewBody; response: typeof adViewAnswer }>()({
  operationId: 'recordAdView',
  method: 'POST',
  path: '/giveaway/ad-view',
  access: 'shopper',
  tags: ['giveaway'],
  summary: 'One heart for a watched ad (settings.adHeartsDailyCap per day, IST); 429 past the cap',
  errors: [400, 401, 429],
  errorCodes: ['UNKNOWN_AD', 'AD_HEARTS_CAP'],
});

export const joinGiveaway = defineEndpoint<{ body: typeof participateBody; response: typeof participateAnswer }>()({
  operationId: 'joinGiveaway',
  method: 'POST',
  path: '/giveaway/participate',
  access: 'shopper',
  tags: ['giveaway'],
  summary: 'Join the giveaway, spending heartsRequired once',
  errors: [400, 401, 404],
  errorCodes: ['NOT_ENOUGH_HEARTS'],
});

export const saveFcmToken = defineEndpoint<{ body: typeof fcmTokenBody; response: typeof tokenSavedSchema }>()({
  operationId: 'saveFcmToken',
  method: 'POST',
  path: '/fcm-token/save',
  access: 'shopper',
  tags: ['notifications'],
  summary: 'Save this device’s push token (one row per token)',
  errors: [400, 401],
});

export const listNotifications = defineEndpoint<{ response: typeof notificationListSchema }>()({
  operationId: 'listNotifications',
  method: 'GET',
  path: '/notifications',
  access: 'shopper',
  tags: ['notifications'],
  summary: 'The shopper’s notifications, newest first (latest 100)',
  errors: [401],
});

export const markNotificationsRead = defineEndpoint<{
  body: typeof markReadRequest;
  response: typeof markReadAnswer;
}>()({
  operationId: 'markNotificationsRead',
  method: 'POST',
  path: '/notifications/mark-read',
  access: 'shopper',
  tags: ['notifications'],
  summary: 'Mark notifications read: the given ids, or all when ids is absent',
  errors: [400, 401],
});

export const countUnreadNotifications = defineEndpoint<{ response: typeof markReadAnswer }>()({
  operationId: 'countUnreadNotifications',
  method: 'GET',
  path: '/notifications/unread-count',
  access: 'shopper',
  tags: ['notifications'],
  summary: 'How many of the shopper’s notifications are unread (the header’s badge)',
  errors: [401],
});

export const sendAppFeedback = defineEndpoint<{
  body: typeof appFeedbackBody;
  response: typeof feedbackSavedSchema;
}>()({
  operationId: 'sendAppFeedback',
  method: 'POST',
  path: '/app-feedback',
  access: 'optional',
  tags: ['support'],
  summary: 'Rate the app (JSON or application/x-www-form-urlencoded)',
  description: 'A token, when sent, links the feedback to the shopper. Limited per IP.',
  consumes: ['application/json', 'application/x-www-form-urlencoded'],
  errors: [400, 429],
});

export const requestHelp = defineEndpoint<{
  body: typeof helpRequestBody;
  response: typeof callbackRequestedSchema;
}>()({
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
});

export const engagementEndpoints = {
  getGiveaway,
  recordAdView,
  joinGiveaway,
  saveFcmToken,
  listNotifications,
  markNotificationsRead,
  countUnreadNotifications,
  sendAppFeedback,
  requestHelp,
};

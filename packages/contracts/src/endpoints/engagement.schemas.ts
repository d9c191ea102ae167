import { schemaTable } from '../endpoint.ts';
import {
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
import { engagementEndpoints } from './engagement.ts';

export const engagementSchemas = schemaTable(engagementEndpoints, {
  getGiveaway: { response: currentGiveawaySchema },
  recordAdView: { body: adViewBody, response: adViewAnswer },
  joinGiveaway: { body: participateBody, response: participateAnswer },
  saveFcmToken: { body: fcmTokenBody, response: tokenSavedSchema },
  listNotifications: { response: notificationListSchema },
  markNotificationsRead: { body: markReadRequest, response: markReadAnswer },
  countUnreadNotifications: { response: markReadAnswer },
  sendAppFeedback: { body: appFeedbackBody, response: feedbackSavedSchema },
  requestHelp: { body: helpRequestBody, response: callbackRequestedSchema },
});

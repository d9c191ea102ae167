import { z } from 'zod';
import {
  adminCallback,
  adminFaq,
  adminFaqRead,
  adminPolicyRead,
  adminSettingsRead,
  broadcastAnswer,
  broadcastBody,
  callbackPage,
  callbackSearchQuery,
  callbackUpdateBody,
  faqBody,
  numericIdParams,
  policyBody,
  policyIdParams,
  settingsUpdateBody,
} from '../admin-content.ts';
import { dashboardAnswer } from '../dashboard.ts';
import { schemaTable } from '../endpoint.ts';
import { adminContentEndpoints } from './admin-content.ts';

export const adminContentSchemas = schemaTable(adminContentEndpoints, {
  adminDashboard: { response: dashboardAnswer },
  adminListPolicies: { response: z.array(adminPolicyRead) },
  adminUpdatePolicy: { params: policyIdParams, body: policyBody, response: adminPolicyRead },
  adminListFaqs: { response: z.array(adminFaqRead) },
  adminCreateFaq: { body: faqBody, response: adminFaqRead },
  adminUpdateFaq: { params: numericIdParams, body: faqBody, response: adminFaqRead },
  adminDeleteFaq: { params: numericIdParams, response: adminFaq },
  adminGetSettings: { response: adminSettingsRead },
  adminUpdateSettings: { body: settingsUpdateBody, response: adminSettingsRead },
  adminListCallbacks: { query: callbackSearchQuery, response: callbackPage },
  adminUpdateCallback: { params: numericIdParams, body: callbackUpdateBody, response: adminCallback },
  adminBroadcastNotification: { body: broadcastBody, response: broadcastAnswer },
});

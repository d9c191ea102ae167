import { z } from 'zod';
import {
  adminCallback,
  adminFaq,
  adminPolicy,
  adminSettingsAnswer,
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
import { consoleContentEndpoints } from './console-content.ts';

export const consoleContentSchemas = schemaTable(consoleContentEndpoints, {
  adminDashboard: { response: dashboardAnswer },
  adminListPolicies: { response: z.array(adminPolicy) },
  adminUpdatePolicy: { params: policyIdParams, body: policyBody, response: adminPolicy },
  adminListFaqs: { response: z.array(adminFaq) },
  adminCreateFaq: { body: faqBody, response: adminFaq },
  adminUpdateFaq: { params: numericIdParams, body: faqBody, response: adminFaq },
  adminDeleteFaq: { params: numericIdParams, response: adminFaq },
  adminGetSettings: { response: adminSettingsAnswer },
  adminUpdateSettings: { body: settingsUpdateBody, response: adminSettingsAnswer },
  adminListCallbacks: { query: callbackSearchQuery, response: callbackPage },
  adminUpdateCallback: { params: numericIdParams, body: callbackUpdateBody, response: adminCallback },
  adminBroadcastNotification: { body: broadcastBody, response: broadcastAnswer },
});

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
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';

/**
 * The console's dashboard and the content shoppers read: policies, FAQs, settings and the store profile, the
 * call-back queue and notifications to every shopper.
 */

const tags = ['admin'] as const;

export const adminDashboard = defineEndpoint({
  operationId: 'adminDashboard',
  method: 'GET',
  path: '/admin/dashboard',
  access: 'operator',
  permission: 'dashboard.read',
  tags,
  summary:
    'Operator: today and the last 30 days (orders, revenue, COD share, cancellations, returns, top sellers), low stock, unpaid drafts, call-backs waiting',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: dashboardAnswer },
});

export const adminListPolicies = defineEndpoint({
  operationId: 'adminListPolicies',
  method: 'GET',
  path: '/admin/policies',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Operator: the store policies with their stored HTML',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: z.array(adminPolicyRead) },
});

export const adminUpdatePolicy = defineEndpoint({
  operationId: 'adminUpdatePolicy',
  method: 'PUT',
  path: '/admin/policies/{id}',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: "Operator: change a policy's title and text (HTML, sanitised before it is stored)",
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'POLICY_NOT_FOUND', 'STALE_WRITE', 'VERSION_REQUIRED'],
  schemas: { params: policyIdParams, body: policyBody, response: adminPolicyRead },
});

export const adminListFaqs = defineEndpoint({
  operationId: 'adminListFaqs',
  method: 'GET',
  path: '/admin/faqs',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Operator: every FAQ, hidden ones included, in the Help page’s order',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: z.array(adminFaqRead) },
});

export const adminCreateFaq = defineEndpoint({
  operationId: 'adminCreateFaq',
  method: 'POST',
  path: '/admin/faqs',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Operator: add a question and answer under a topic',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { body: faqBody, response: adminFaqRead },
});

export const adminUpdateFaq = defineEndpoint({
  operationId: 'adminUpdateFaq',
  method: 'PUT',
  path: '/admin/faqs/{id}',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Operator: change a FAQ (topic, question, answer, order, shown or hidden)',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'FAQ_NOT_FOUND', 'STALE_WRITE', 'VERSION_REQUIRED'],
  schemas: { params: numericIdParams, body: faqBody, response: adminFaqRead },
});

export const adminDeleteFaq = defineEndpoint({
  operationId: 'adminDeleteFaq',
  method: 'DELETE',
  path: '/admin/faqs/{id}',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Operator: delete a FAQ (answers the deleted one)',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'FAQ_NOT_FOUND'],
  schemas: { params: numericIdParams, response: adminFaq },
});

export const adminGetSettings = defineEndpoint({
  operationId: 'adminGetSettings',
  method: 'GET',
  path: '/admin/settings',
  access: 'operator',
  permission: 'settings.manage',
  tags,
  summary: 'Operator: every app setting and the store profile (never a payment key or secret)',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { response: adminSettingsRead },
});

export const adminUpdateSettings = defineEndpoint({
  operationId: 'adminUpdateSettings',
  method: 'PATCH',
  path: '/admin/settings',
  access: 'operator',
  permission: 'settings.manage',
  tags,
  summary: 'Operator: change any settings and the store profile; what is left out keeps its value',
  errors: [400, ...guard.errors, 409, 428],
  errorCodes: [...guard.errorCodes, 'STALE_WRITE', 'VERSION_REQUIRED'],
  schemas: { body: settingsUpdateBody, response: adminSettingsRead },
});

export const adminListCallbacks = defineEndpoint({
  operationId: 'adminListCallbacks',
  method: 'GET',
  path: '/admin/callbacks',
  access: 'operator',
  permission: 'callbacks.manage',
  tags,
  summary: 'Operator: call-back requests, oldest waiting first, filtered by status',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { query: callbackSearchQuery, response: callbackPage },
});

export const adminUpdateCallback = defineEndpoint({
  operationId: 'adminUpdateCallback',
  method: 'PATCH',
  path: '/admin/callbacks/{id}',
  access: 'operator',
  permission: 'callbacks.manage',
  tags,
  summary: 'Operator: mark a call-back request contacted or closed, with a note',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'CALLBACK_NOT_FOUND'],
  schemas: { params: numericIdParams, body: callbackUpdateBody, response: adminCallback },
});

export const adminBroadcastNotification = defineEndpoint({
  operationId: 'adminBroadcastNotification',
  method: 'POST',
  path: '/admin/notifications/broadcast',
  access: 'operator',
  permission: 'customers.broadcast',
  tags,
  summary: 'Operator: send every shopper a notification, once per requestKey',
  description:
    'One statement writes a notification for every shopper; a repeated `requestKey` (a double submit, a retry) sends nothing more and answers the first send.',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
  schemas: { body: broadcastBody, response: broadcastAnswer },
});

export const adminContentEndpoints = {
  adminDashboard,
  adminListPolicies,
  adminUpdatePolicy,
  adminListFaqs,
  adminCreateFaq,
  adminUpdateFaq,
  adminDeleteFaq,
  adminGetSettings,
  adminUpdateSettings,
  adminListCallbacks,
  adminUpdateCallback,
  adminBroadcastNotification,
};

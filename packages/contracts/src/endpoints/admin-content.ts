import type {
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
import type { dashboardAnswer } from '../dashboard.ts';
import { defineEndpoint } from '../endpoint.ts';
import { operatorGuardErrors as guard } from './admin.ts';
import type { z } from 'zod';

/**
 * The console's dashboard and the content shoppers read: policies, FAQs, settings and the store profile, the
 * call-back queue and notifications to every shopper. Schemas: ./admin-content.schemas.ts.
 */

const tags = ['admin'] as const;

export const adminDashboard = defineEndpoint<{ response: typeof dashboardAnswer }>()({
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
});

export const adminListPolicies = defineEndpoint<{ response: z.ZodArray<typeof adminPolicyRead> }>()({
  operationId: 'adminListPolicies',
  method: 'GET',
  path: '/admin/policies',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Operator: the store policies with their stored HTML',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminUpdatePolicy = defineEndpoint<{
  params: typeof policyIdParams;
  body: typeof policyBody;
  response: typeof adminPolicyRead;
}>()({
  operationId: 'adminUpdatePolicy',
  method: 'PUT',
  path: '/admin/policies/{id}',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: "Operator: change a policy's title and text (HTML, sanitised before it is stored)",
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'POLICY_NOT_FOUND', 'STALE_WRITE', 'VERSION_REQUIRED'],
});

export const adminListFaqs = defineEndpoint<{ response: z.ZodArray<typeof adminFaqRead> }>()({
  operationId: 'adminListFaqs',
  method: 'GET',
  path: '/admin/faqs',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Operator: every FAQ, hidden ones included, in the Help page’s order',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminCreateFaq = defineEndpoint<{ body: typeof faqBody; response: typeof adminFaqRead }>()({
  operationId: 'adminCreateFaq',
  method: 'POST',
  path: '/admin/faqs',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Operator: add a question and answer under a topic',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminUpdateFaq = defineEndpoint<{
  params: typeof numericIdParams;
  body: typeof faqBody;
  response: typeof adminFaqRead;
}>()({
  operationId: 'adminUpdateFaq',
  method: 'PUT',
  path: '/admin/faqs/{id}',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Operator: change a FAQ (topic, question, answer, order, shown or hidden)',
  errors: [400, ...guard.errors, 404, 409, 428],
  errorCodes: [...guard.errorCodes, 'FAQ_NOT_FOUND', 'STALE_WRITE', 'VERSION_REQUIRED'],
});

export const adminDeleteFaq = defineEndpoint<{ params: typeof numericIdParams; response: typeof adminFaq }>()({
  operationId: 'adminDeleteFaq',
  method: 'DELETE',
  path: '/admin/faqs/{id}',
  access: 'operator',
  permission: 'content.manage',
  tags,
  summary: 'Operator: delete a FAQ (answers the deleted one)',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'FAQ_NOT_FOUND'],
});

export const adminGetSettings = defineEndpoint<{ response: typeof adminSettingsRead }>()({
  operationId: 'adminGetSettings',
  method: 'GET',
  path: '/admin/settings',
  access: 'operator',
  permission: 'settings.manage',
  tags,
  summary: 'Operator: every app setting and the store profile (never a payment key or secret)',
  errors: [...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminUpdateSettings = defineEndpoint<{
  body: typeof settingsUpdateBody;
  response: typeof adminSettingsRead;
}>()({
  operationId: 'adminUpdateSettings',
  method: 'PATCH',
  path: '/admin/settings',
  access: 'operator',
  permission: 'settings.manage',
  tags,
  summary: 'Operator: change any settings and the store profile; what is left out keeps its value',
  errors: [400, ...guard.errors, 409, 428],
  errorCodes: [...guard.errorCodes, 'STALE_WRITE', 'VERSION_REQUIRED'],
});

export const adminListCallbacks = defineEndpoint<{
  query: typeof callbackSearchQuery;
  response: typeof callbackPage;
}>()({
  operationId: 'adminListCallbacks',
  method: 'GET',
  path: '/admin/callbacks',
  access: 'operator',
  permission: 'callbacks.manage',
  tags,
  summary: 'Operator: call-back requests, oldest waiting first, filtered by status',
  errors: [400, ...guard.errors],
  errorCodes: guard.errorCodes,
});

export const adminUpdateCallback = defineEndpoint<{
  params: typeof numericIdParams;
  body: typeof callbackUpdateBody;
  response: typeof adminCallback;
}>()({
  operationId: 'adminUpdateCallback',
  method: 'PATCH',
  path: '/admin/callbacks/{id}',
  access: 'operator',
  permission: 'callbacks.manage',
  tags,
  summary: 'Operator: mark a call-back request contacted or closed, with a note',
  errors: [400, ...guard.errors, 404],
  errorCodes: [...guard.errorCodes, 'CALLBACK_NOT_FOUND'],
});

export const adminBroadcastNotification = defineEndpoint<{
  body: typeof broadcastBody;
  response: typeof broadcastAnswer;
}>()({
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

import type { faqListSchema, policyIdParams, policyListSchema, policySchema, reasonListSchema } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';
import type { adDetailsSchema, publicSettingsSchema } from '../settings.ts';

/** Settings, policies, FAQs, reasons and ad ids: content an operator edits. Schemas: ./content.schemas.ts. */

const tags = ['content'] as const;

export const getSettings = defineEndpoint<{ response: typeof publicSettingsSchema }>()({
  operationId: 'getSettings',
  method: 'GET',
  path: '/settings',
  access: 'public',
  tags,
  summary: 'Public app settings, payment key id and mode, and the company profile (never a secret)',
  errors: [],
});

export const listFaqs = defineEndpoint<{ response: typeof faqListSchema }>()({
  operationId: 'listFaqs',
  method: 'GET',
  path: '/faqs',
  access: 'public',
  tags,
  summary: 'Frequently asked questions in display order, each with the topic the Help page groups it under',
  errors: [],
});

export const listPolicies = defineEndpoint<{ response: typeof policyListSchema }>()({
  operationId: 'listPolicies',
  method: 'GET',
  path: '/policys',
  access: 'public',
  tags,
  summary: 'Every store policy (content is sanitised HTML)',
  errors: [],
});

export const getPolicy = defineEndpoint<{ params: typeof policyIdParams; response: typeof policySchema }>()({
  operationId: 'getPolicy',
  method: 'GET',
  path: '/policys/{id}',
  access: 'public',
  tags,
  summary:
    'One policy by slug: privacy-policy, terms-and-conditions, return-refund-policy, shipping-policy, cancellation-policy',
  errors: [400, 404],
});

export const getPrivacyPolicy = defineEndpoint<{ response: typeof policySchema }>()({
  operationId: 'getPrivacyPolicy',
  method: 'GET',
  path: '/privacy-policy',
  access: 'public',
  tags,
  summary: 'The privacy policy',
  errors: [404],
});

export const listCancellationReasons = defineEndpoint<{ response: typeof reasonListSchema }>()({
  operationId: 'listCancellationReasons',
  method: 'GET',
  path: '/order/cancellation-reasons',
  access: 'public',
  tags,
  summary: 'Reasons a shopper may give for cancelling',
  errors: [],
});

export const listReturnReasons = defineEndpoint<{ response: typeof reasonListSchema }>()({
  operationId: 'listReturnReasons',
  method: 'GET',
  path: '/return/reasons',
  access: 'public',
  tags,
  summary: 'Reasons a shopper may give for a return',
  errors: [],
});

export const getAdDetails = defineEndpoint<{ response: typeof adDetailsSchema }>()({
  operationId: 'getAdDetails',
  method: 'GET',
  path: '/ad/details',
  access: 'public',
  tags,
  summary: 'Ad unit ids from settings',
  errors: [],
});

export const contentEndpoints = {
  getSettings,
  listFaqs,
  listPolicies,
  getPolicy,
  getPrivacyPolicy,
  listCancellationReasons,
  listReturnReasons,
  getAdDetails,
};

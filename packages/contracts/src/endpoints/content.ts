import {
  contentLangQuery,
  faqListSchema,
  policyIdParams,
  policyListSchema,
  policySchema,
  reasonListSchema,
} from '../catalogue.ts';
import { adDetailsSchema, publicSettingsSchema } from '../settings.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Settings, policies, FAQs, reasons and ad ids: content an operator edits. */

const tags = ['content'] as const;

export const getSettings = defineEndpoint({
  operationId: 'getSettings',
  method: 'GET',
  path: '/settings',
  access: 'public',
  tags,
  summary: 'Public app settings, payment key id and mode, and the company profile (never a secret)',
  errors: [],
  schemas: { response: publicSettingsSchema },
});

export const listFaqs = defineEndpoint({
  operationId: 'listFaqs',
  method: 'GET',
  path: '/faqs',
  access: 'public',
  tags,
  summary:
    'Frequently asked questions in display order, each with the topic the Help page groups it under; lang=hi answers the Hindi versions (English where none is written)',
  errors: [400],
  schemas: { query: contentLangQuery, response: faqListSchema },
});

export const listPolicies = defineEndpoint({
  operationId: 'listPolicies',
  method: 'GET',
  path: '/policys',
  access: 'public',
  tags,
  summary:
    'Every store policy (content is sanitised HTML); lang=hi answers the Hindi versions (English where none is written)',
  errors: [400],
  schemas: { query: contentLangQuery, response: policyListSchema },
});

export const getPolicy = defineEndpoint({
  operationId: 'getPolicy',
  method: 'GET',
  path: '/policys/{id}',
  access: 'public',
  tags,
  summary:
    'One policy by slug: privacy-policy, terms-and-conditions, return-refund-policy, shipping-policy, cancellation-policy',
  errors: [400, 404],
  schemas: { params: policyIdParams, query: contentLangQuery, response: policySchema },
});

export const getPrivacyPolicy = defineEndpoint({
  operationId: 'getPrivacyPolicy',
  method: 'GET',
  path: '/privacy-policy',
  access: 'public',
  tags,
  summary: 'The privacy policy',
  errors: [400, 404],
  schemas: { query: contentLangQuery, response: policySchema },
});

export const listCancellationReasons = defineEndpoint({
  operationId: 'listCancellationReasons',
  method: 'GET',
  path: '/order/cancellation-reasons',
  access: 'public',
  tags,
  summary: 'Reasons a shopper may give for cancelling',
  errors: [],
  schemas: { response: reasonListSchema },
});

export const listReturnReasons = defineEndpoint({
  operationId: 'listReturnReasons',
  method: 'GET',
  path: '/return/reasons',
  access: 'public',
  tags,
  summary: 'Reasons a shopper may give for a return',
  errors: [],
  schemas: { response: reasonListSchema },
});

export const getAdDetails = defineEndpoint({
  operationId: 'getAdDetails',
  method: 'GET',
  path: '/ad/details',
  access: 'public',
  tags,
  summary: 'Ad unit ids from settings',
  errors: [],
  schemas: { response: adDetailsSchema },
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

import type { z } from 'zod';
import type { policyIdParams, policySchema } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';
import type { publicSettingsSchema } from '../settings.ts';

/** Settings and policies: content that changes only when an operator edits it. Schemas: ./content.schemas.ts. */

export const getSettings = defineEndpoint<{ response: typeof publicSettingsSchema }>()({
  operationId: 'getSettings',
  method: 'GET',
  path: '/settings',
  access: 'public',
  tags: ['content'],
  summary: 'Public app settings, payment key id and mode, and the company profile (never a secret)',
  errors: [],
});

export const listPolicies = defineEndpoint<{ response: z.ZodArray<typeof policySchema> }>()({
  operationId: 'listPolicies',
  method: 'GET',
  path: '/policys',
  access: 'public',
  tags: ['content'],
  summary: 'Every store policy (content is sanitised HTML)',
  errors: [],
});

export const getPolicy = defineEndpoint<{ params: typeof policyIdParams; response: typeof policySchema }>()({
  operationId: 'getPolicy',
  method: 'GET',
  path: '/policys/{id}',
  access: 'public',
  tags: ['content'],
  summary: 'One store policy by its slug',
  errors: [400, 404],
});

export const contentEndpoints = { getSettings, listPolicies, getPolicy };

import { defineEndpoint } from '../endpoint.ts';
import type { helpAndSupportBody, helpRequestedAnswer } from '../engagement.ts';

/** Call-backs and other shopper engagement. Schemas: ./engagement.schemas.ts. */

export const requestHelp = defineEndpoint<{
  body: typeof helpAndSupportBody;
  response: typeof helpRequestedAnswer;
}>()({
  operationId: 'requestHelp',
  method: 'POST',
  path: '/help-and-support',
  access: 'public',
  tags: ['engagement'],
  summary: 'Request a call-back',
  errors: [400, 429],
});

export const engagementEndpoints = { requestHelp };

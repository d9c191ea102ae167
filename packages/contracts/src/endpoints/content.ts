import type { z } from 'zod';
import type { reasonSchema } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

/** Store content the shopper reads. */

export const listCancellationReasons = defineEndpoint<{ response: z.ZodArray<typeof reasonSchema> }>()({
  operationId: 'listCancellationReasons',
  method: 'GET',
  path: '/order/cancellation-reasons',
  access: 'public',
  tags: ['content'],
  summary: 'Reasons a shopper may give for cancelling',
  errors: [],
});

export const listReturnReasons = defineEndpoint<{ response: z.ZodArray<typeof reasonSchema> }>()({
  operationId: 'listReturnReasons',
  method: 'GET',
  path: '/return/reasons',
  access: 'public',
  tags: ['content'],
  summary: 'Reasons a shopper may give for a return',
  errors: [],
});

import { defineEndpoint } from '../endpoint.ts';
import type { healthSchema } from '../health.ts';

/** For load balancers: a bare JSON answer, no envelope. Schemas: ./health.schemas.ts. */

export const getHealth = defineEndpoint<{ response: typeof healthSchema }>()({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  access: 'public',
  tags: ['health'],
  summary: 'Liveness and database check',
  description: 'Answers 503 { status: "degraded", db: "down" } when the database does not answer.',
  produces: 'application/json',
  errors: [],
});

export const healthEndpoints = { getHealth };

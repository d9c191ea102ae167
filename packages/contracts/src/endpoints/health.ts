import { defineEndpoint } from '../endpoint.ts';
import type { healthSchema, readinessSchema } from '../health.ts';

/** For load balancers and orchestrators: bare JSON answers, no envelope. Schemas: ./health.schemas.ts. */

export const getHealth = defineEndpoint<{ response: typeof healthSchema }>()({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  access: 'public',
  tags: ['health'],
  summary: 'Liveness: the process answers',
  description:
    'Answers { status: "ok" } while the process runs, without asking the database, so a restart of the database ' +
    'never gets healthy processes killed. Use /ready to decide where traffic goes.',
  produces: 'application/json',
  errors: [],
});

export const getReady = defineEndpoint<{ response: typeof readinessSchema }>()({
  operationId: 'getReady',
  method: 'GET',
  path: '/ready',
  access: 'public',
  tags: ['health'],
  summary: 'Readiness: the process should get traffic',
  description:
    'Answers 200 { status: "ready" } when the database (and Redis, when configured) answer within two seconds; ' +
    '503 { status: "unready" } naming what is down, and from SIGTERM on while in-flight requests drain.',
  produces: 'application/json',
  errors: [],
});

export const healthEndpoints = { getHealth, getReady };

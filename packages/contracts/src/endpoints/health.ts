import { healthSchema, readinessSchema } from '../health.ts';
import { defineEndpoint } from '../endpoint.ts';

/** For load balancers and orchestrators: bare JSON answers, no envelope. */

export const getHealth = defineEndpoint({
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
  schemas: { response: healthSchema },
});

export const getReady = defineEndpoint({
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
  schemas: { response: readinessSchema },
});

export const healthEndpoints = { getHealth, getReady };

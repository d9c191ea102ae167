import { schemaTable } from '../endpoint.ts';
import { healthSchema, readinessSchema } from '../health.ts';
import { healthEndpoints } from './health.ts';

export const healthSchemas = schemaTable(healthEndpoints, {
  getHealth: { response: healthSchema },
  getReady: { response: readinessSchema },
});

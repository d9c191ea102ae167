import { schemaTable } from '../endpoint.ts';
import { healthSchema } from '../health.ts';
import { healthEndpoints } from './health.ts';

export const healthSchemas = schemaTable(healthEndpoints, { getHealth: { response: healthSchema } });

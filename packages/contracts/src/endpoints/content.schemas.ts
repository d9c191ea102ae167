import { policyIdParams, policySchema } from '../catalogue.ts';
import { schemaTable } from '../endpoint.ts';
import { publicSettingsSchema } from '../settings.ts';
import { contentEndpoints } from './content.ts';

export const contentSchemas = schemaTable(contentEndpoints, {
  getSettings: { response: publicSettingsSchema },
  listPolicies: { response: policySchema.array() },
  getPolicy: { params: policyIdParams, response: policySchema },
});

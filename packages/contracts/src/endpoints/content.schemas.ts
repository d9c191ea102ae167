import { faqListSchema, policyIdParams, policyListSchema, policySchema, reasonListSchema } from '../catalogue.ts';
import { schemaTable } from '../endpoint.ts';
import { adDetailsSchema, publicSettingsSchema } from '../settings.ts';
import { contentEndpoints } from './content.ts';

export const contentSchemas = schemaTable(contentEndpoints, {
  getSettings: { response: publicSettingsSchema },
  listFaqs: { response: faqListSchema },
  listPolicies: { response: policyListSchema },
  getPolicy: { params: policyIdParams, response: policySchema },
  getPrivacyPolicy: { response: policySchema },
  listCancellationReasons: { response: reasonListSchema },
  listReturnReasons: { response: reasonListSchema },
  getAdDetails: { response: adDetailsSchema },
});

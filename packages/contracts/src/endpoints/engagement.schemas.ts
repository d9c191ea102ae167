import { schemaTable } from '../endpoint.ts';
import { helpAndSupportBody, helpRequestedAnswer } from '../engagement.ts';
import { engagementEndpoints } from './engagement.ts';

export const engagementSchemas = schemaTable(engagementEndpoints, {
  requestHelp: { body: helpAndSupportBody, response: helpRequestedAnswer },
});

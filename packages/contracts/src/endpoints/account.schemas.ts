import { schemaTable } from '../endpoint.ts';
import { profileUpdateRequest, userRatedRequest, userSchema } from '../user.ts';
import { accountEndpoints } from './account.ts';

export const accountSchemas = schemaTable(accountEndpoints, {
  getProfile: { response: userSchema },
  updateProfile: { body: profileUpdateRequest, response: userSchema },
  markUserRated: { body: userRatedRequest, response: userSchema },
});

import { pincodeCheckSchema, pincodeParams } from '../catalogue.ts';
import { schemaTable } from '../endpoint.ts';
import { pincodeEndpoints } from './pincode.ts';

export const pincodeSchemas = schemaTable(pincodeEndpoints, {
  checkPincode: { params: pincodeParams, response: pincodeCheckSchema },
});

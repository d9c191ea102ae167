import { queryOptions } from '@tanstack/react-query';
import { checkPincode } from '@shringar/contracts/endpoints/pincode';
import { callApi } from '~/lib/call-api';

/** GET /pincode/is-pincode-valid/{pincode}: city and state from India Post's directory (they rarely change). */
export const pincodeDirectoryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['addresses', 'pincode', pincode] as const,
    queryFn: ({ signal }) => callApi(checkPincode, { params: { pincode } }, { signal }),
    staleTime: 24 * 60 * 60 * 1000,
  });

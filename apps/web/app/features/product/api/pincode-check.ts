import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkPincode } from '@shringar/contracts/endpoints/pincode';
import { callApi } from '~/lib/call-api';

/** Spec 9: a pincode has 6 digits. */
export const PINCODE_LENGTH = 6;

export const pincodeCheckQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['pincode', pincode] as const,
    queryFn: ({ signal }) => callApi(checkPincode, { params: { pincode } }, { signal }),
    staleTime: 60 * 60 * 1000,
  });

/** Asks only once a full 6-digit pincode has been submitted. */
export const usePincodeCheck = (pincode: string | null) =>
  useQuery({
    ...pincodeCheckQueryOptions(pincode ?? ''),
    enabled: pincode !== null && new RegExp(`^\\d{${PINCODE_LENGTH}}$`).test(pincode),
  });

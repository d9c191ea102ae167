import { checkPincode } from '@shringar/contracts/endpoints/pincode';
import { callApi } from '~/lib/call-api';
import { useLazyQuery } from '~/lib/lazy-query';

/** Spec 9: a pincode has 6 digits. */
export const PINCODE_LENGTH = 6;

export const pincodeCheckQueryOptions = (pincode: string) => ({
  queryKey: ['pincode', pincode] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(checkPincode, { params: { pincode } }, { signal }),
  staleTime: 60 * 60 * 1000,
});

/** Asks only once a full 6-digit pincode has been submitted (the query runtime loads then). */
export const usePincodeCheck = (pincode: string | null) =>
  useLazyQuery(
    pincodeCheckQueryOptions(pincode ?? ''),
    pincode !== null && new RegExp(`^\\d{${PINCODE_LENGTH}}$`).test(pincode),
  );

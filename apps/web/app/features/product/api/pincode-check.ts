import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PincodeCheck } from '@shringar/contracts/catalogue';
import { apiGet } from '~/lib/api-client';

/** Spec 9: a pincode has 6 digits. */
export const PINCODE_LENGTH = 6;

export const pincodeCheckQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['pincode', pincode] as const,
    queryFn: ({ signal }) => apiGet<PincodeCheck>(`/pincode/is-pincode-valid/${pincode}`, undefined, signal),
    staleTime: 60 * 60 * 1000,
  });

/** Asks only once a full 6-digit pincode has been submitted. */
export const usePincodeCheck = (pincode: string | null) =>
  useQuery({
    ...pincodeCheckQueryOptions(pincode ?? ''),
    enabled: pincode !== null && new RegExp(`^\\d{${PINCODE_LENGTH}}$`).test(pincode),
  });

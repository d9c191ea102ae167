import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api-client';

/** POST /help-and-support: ask the support team to call this number back (spec 7). */
export const requestCall = (mobileNumber: string) =>
  apiRequest<unknown>('/help-and-support', { method: 'POST', body: { mobile_number: mobileNumber } });

export const useRequestCall = () => useMutation({ mutationFn: requestCall });

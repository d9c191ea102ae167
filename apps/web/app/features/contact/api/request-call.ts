import { requestHelp } from '@shringar/contracts/endpoints/engagement';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '~/lib/call-api';

/** POST /help-and-support: ask the support team to call this number back (spec 7). */
export const requestCall = (mobileNumber: string) => callApi(requestHelp, { body: { mobile_number: mobileNumber } });

export const useRequestCall = () => useMutation({ mutationFn: requestCall });

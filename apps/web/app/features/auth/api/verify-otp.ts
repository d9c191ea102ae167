import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyOtp } from '@shringar/contracts/endpoints/auth';
import { ApiError } from '~/lib/api-error';
import { setAuthToken } from '~/lib/auth-token';
import { callApi } from '~/lib/call-api';
import { errorMessage } from '~/lib/i18n/api-error-texts';
import { type Locale, useLocale } from '~/lib/i18n/i18n';
import { messages } from '../messages';
import { withProofOfWork } from './proof-of-work';

/** The spec's local copy of the signed-in shopper (spec 3 'User': also stored locally as userProfile). */
const USER_PROFILE_KEY = 'userProfile';

/**
 * Spec 8: a refused code reads 'Invalid OTP. Please try again.' (or the server's sharper reason, such as too many
 * attempts); anything else 'Verification failed. Please try again.'. In the page's language.
 */
export function verifyOtpFailureMessage(error: unknown, locale: Locale): string {
  const t = messages[locale];
  if (!(error instanceof ApiError) || error.status === null) return t.verifyFailed;
  if (error.status === 400)
    return error.message.startsWith('Validation error') ? t.invalidOtp : errorMessage(error, locale, t.invalidOtp);
  if (error.status === 429) return errorMessage(error, locale, t.verifyFailed);
  return t.verifyFailed;
}

/**
 * POST /auth/user/verify-otp, with a proof of work when the store asks for one (`onSolving` follows it).
 * Success saves the token (spec 3 'Session') and forgets every cached answer, so badges, favourites and the cart
 * are asked for again as this shopper.
 */
export function useVerifyOtp(onSolving: (solving: boolean) => void) {
  const queryClient = useQueryClient();
  // Signing in on /hi makes Hindi the language of the shopper's order messages (and /en English).
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: { phoneNumber: string; otp: string }) =>
      withProofOfWork(
        body.phoneNumber,
        (proofOfWork) => callApi(verifyOtp, { body: { ...body, locale, ...(proofOfWork ? { proofOfWork } : {}) } }),
        onSolving,
      ),
    onSuccess: ({ token, user }) => {
      setAuthToken(token);
      try {
        window.localStorage.setItem(USER_PROFILE_KEY, JSON.stringify(user));
      } catch {
        // Storage full or blocked: the profile is fetched again when needed.
      }
      void queryClient.invalidateQueries();
    },
  });
}

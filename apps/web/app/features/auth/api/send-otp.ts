import { useMutation } from '@tanstack/react-query';
import { sendOtp } from '@shringar/contracts/endpoints/auth';
import { ApiError } from '~/lib/api-error';
import { callApi } from '~/lib/call-api';
import { errorMessage } from '~/lib/i18n/api-error-texts';
import { type Locale, useLocale } from '~/lib/i18n/i18n';
import { messages } from '../messages';
import { withProofOfWork } from './proof-of-work';

/**
 * Spec 8 sign-in messages for a failed send: the server's own message when it gave one (a refused number, a
 * rate limit), 'Failed to send OTP. Please try again.' when the request never got an answer, else 'Failed to
 * send OTP'. In the page's language (the server's reasons by their codes on Hindi pages).
 */
export function sendOtpFailureMessage(error: unknown, locale: Locale): string {
  const t = messages[locale];
  if (!(error instanceof ApiError) || error.status === null) return t.sendFailedOffline;
  if (error.status === 400 || error.status === 429) return errorMessage(error, locale, t.sendFailed);
  return t.sendFailed;
}

/**
 * POST /auth/user/send-otp: answers the code's length and when another may be asked for. A proof of work is
 * solved and sent when the store asks for one; `onSolving` follows that work.
 */
export function useSendOtp(onSolving: (solving: boolean) => void) {
  // The code's SMS goes in the sign-in page's language.
  const locale = useLocale();
  return useMutation({
    mutationFn: (phoneNumber: string) =>
      withProofOfWork(
        phoneNumber,
        (proofOfWork) => callApi(sendOtp, { body: { phoneNumber, locale, ...(proofOfWork ? { proofOfWork } : {}) } }),
        onSolving,
      ),
  });
}

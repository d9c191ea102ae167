import { useMutation } from '@tanstack/react-query';
import { sendOtp } from '@shringar/contracts/endpoints/auth';
import { ApiError } from '~/lib/api-error';
import { callApi } from '~/lib/call-api';

/**
 * Spec 8 sign-in messages for a failed send: the server's own message when it gave one (a refused number, a
 * rate limit), 'Failed to send OTP. Please try again.' when the request never got an answer, else 'Failed to
 * send OTP'.
 */
export function sendOtpFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === null) return 'Failed to send OTP. Please try again.';
  if (error.status === 400 || error.status === 429) return error.message;
  return 'Failed to send OTP';
}

/** POST /auth/user/send-otp: answers the code's length and when another may be asked for. */
export const useSendOtp = () =>
  useMutation({ mutationFn: (phoneNumber: string) => callApi(sendOtp, { body: { phoneNumber } }) });

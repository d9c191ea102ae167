/** The sign-in form's messages and the mobile number rule, Zod-free so the storefront can read them without bundling schemas. */

export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';
export const INVALID_OTP_MESSAGE = 'Invalid OTP. Please try again.';
export const OTP_ATTEMPTS_MESSAGE = 'Too many attempts. Please request a new OTP.';
export const CHALLENGE_REQUIRED_MESSAGE = 'Please complete the security check to continue.';
export const CHALLENGE_INVALID_MESSAGE = 'The security check has expired or was not completed. Please try again.';

/** An Indian mobile number as shoppers type it: 10 digits starting 6-9 (stored as +91XXXXXXXXXX). */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Spec 5/9: a phone number has 10 digits. */
export const PHONE_LENGTH = 10;

/**
 * Spec 5: non-digits are stripped as typed and the number is at most 10 digits. A pasted number with the country
 * code or a trunk zero in front (+91 98765 43210, 098765 43210) keeps its last 10 digits.
 */
export function phoneDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length > PHONE_LENGTH && (digits.startsWith('91') || digits.startsWith('0')))
    return digits.slice(-PHONE_LENGTH);
  return digits.slice(0, PHONE_LENGTH);
}

/** Spec 9: India's country code. */
export const COUNTRY_CODE = '91';

/**
 * Spec 5 WhatsApp number normalisation: strip non-digits; keep it if it starts with 91; if 10 digits, prefix
 * 91; an empty number stays empty. Anything else is returned as its digits.
 */
export function normaliseWhatsappNumber(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (digits === '') return '';
  if (digits.startsWith(COUNTRY_CODE)) return digits;
  if (digits.length === 10) return `${COUNTRY_CODE}${digits}`;
  return digits;
}

/** The wa.me chat link for a number (normalised first); empty when there is no number. */
export function whatsappLink(raw: string | null | undefined): string {
  const n = normaliseWhatsappNumber(raw);
  return n ? `https://wa.me/${n}` : '';
}

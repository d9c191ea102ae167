/**
 * The COD risk controls: when cash on delivery is refused for an order, and the reason the shopper reads. One
 * pure function, so the checkout's COD option and the server's refusal give the same answer. Integer paise.
 */
import { formatRupees, type Paise, toRupees } from './money.ts';

export const COD_REFUSAL_CODES = ['COD_OFF_FOR_ACCOUNT', 'COD_PINCODE_UNAVAILABLE', 'COD_ABOVE_CEILING'] as const;
export type CodRefusalCode = (typeof COD_REFUSAL_CODES)[number];
export type CodRefusal = { code: CodRefusalCode; message: string };

export const COD_REFUSAL_MESSAGES = {
  COD_OFF_FOR_ACCOUNT: 'Cash on delivery is not available on your account after earlier deliveries were refused',
  COD_PINCODE_UNAVAILABLE: 'Cash on delivery is not available at your delivery pincode',
  aboveCeiling: (ceilingPaise: Paise) =>
    `Cash on delivery is available on orders up to ${formatRupees(toRupees(ceilingPaise))}`,
} as const;

export type CodRuleInput = {
  /** Order total above which COD is refused; 0 means no ceiling. */
  codCeilingPaise: Paise;
  codBlockedPincodes: readonly string[];
  /** The delivery address's pincode; null when no address is chosen yet. */
  pincode: string | null;
  /** The shopper's own switch (off after too many refused deliveries, or by staff). */
  accountCodAllowed: boolean;
  /** The order's total when COD pays, as priceOrder gives it. */
  totalPaise: Paise;
};

/** The first COD rule this order breaks (the account, then the pincode, then the ceiling), or null. */
export function codRefusal(input: CodRuleInput): CodRefusal | null {
  if (!input.accountCodAllowed)
    return { code: 'COD_OFF_FOR_ACCOUNT', message: COD_REFUSAL_MESSAGES.COD_OFF_FOR_ACCOUNT };
  if (input.pincode !== null && input.codBlockedPincodes.includes(input.pincode.trim()))
    return { code: 'COD_PINCODE_UNAVAILABLE', message: COD_REFUSAL_MESSAGES.COD_PINCODE_UNAVAILABLE };
  if (input.codCeilingPaise > 0 && input.totalPaise > input.codCeilingPaise)
    return { code: 'COD_ABOVE_CEILING', message: COD_REFUSAL_MESSAGES.aboveCeiling(input.codCeilingPaise) };
  return null;
}

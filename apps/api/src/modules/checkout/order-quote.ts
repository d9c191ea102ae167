import { CHECKOUT_MESSAGES } from '@shringar/contracts/checkout';
import { codRefusal } from '@shringar/contracts/cod-rules';
import { toPaise } from '@shringar/contracts/money';
import {
  type PaymentMethod,
  type PriceBreakdown,
  priceOrder,
  pricingSettingsOf,
  sumLines,
} from '@shringar/contracts/pricing';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OrderAddressSnapshot } from '../../db/schema/orders.ts';
import { addresses } from '../../db/schema/users.ts';
import { BadRequest, NotFound, Unprocessable } from '../../lib/errors.ts';
import { pricingLinesOf } from '../cart/cart.public.ts';
import type { EffectiveSettings } from '../settings/settings.public.ts';
import { type AppliedCoupon, checkCoupon } from '../coupons/coupons.public.ts';
import { type LineSource, loadOrderLines, type OrderLine } from './order-lines.ts';

/** The smallest amount a payment provider accepts (Razorpay: ₹1). */
const MIN_ONLINE_PAISE = 100;

export type OrderRequest = {
  source: LineSource;
  paymentMethods: PaymentMethod[];
  couponCode: string;
  addressId?: number | undefined;
  /** Who placed it, as the history and stock movements name them: the shopper, or staff for a phone order. */
  placedBy?: string | undefined;
};

/** What the COD risk controls read besides the price: the delivery pincode and the shopper's own COD switch. */
export type CodContext = { pincode: string; accountCodAllowed: boolean };

export type Quote = { lines: OrderLine[]; coupon: AppliedCoupon | null; price: PriceBreakdown };

/** The shopper's own address as the order keeps it; someone else's is a 404, as if it did not exist. */
export async function addressSnapshot(
  db: Db,
  userId: number,
  addressId: number | undefined,
): Promise<OrderAddressSnapshot> {
  if (addressId === undefined) throw new BadRequest(CHECKOUT_MESSAGES.MISSING_INFORMATION, 'MISSING_INFORMATION');
  const [row] = await db
    .select({
      name: addresses.name,
      address: addresses.address,
      city: addresses.city,
      state: addresses.state,
      pincode: addresses.pincode,
      landmark: addresses.landmark,
      phone: addresses.phone,
    })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!row) throw new NotFound('Address not found');
  return row;
}

/**
 * Everything the order will charge, from the database only: live lines, the coupon on the cart price, the
 * settings and the wallet balance, through the shared pricing function; COD only where the COD risk controls
 * allow it (cod-rules.ts). Throws the 4xx the shopper should see.
 */
export async function quoteOrder(
  db: Db,
  settings: EffectiveSettings,
  now: Date,
  input: { userId: number; request: OrderRequest; walletBalancePaise: number; cod: CodContext },
): Promise<Quote> {
  const lines = await loadOrderLines(db, input.userId, input.request.source);
  const pricingLines = pricingLinesOf(lines);
  const { cartPricePaise } = sumLines(pricingLines);
  const coupon = input.request.couponCode
    ? await checkCoupon(db, now, { userId: input.userId, code: input.request.couponCode, orderPaise: cartPricePaise })
    : null;
  const price = priceOrder({
    lines: pricingLines,
    settings: pricingSettingsOf(settings),
    methods: input.request.paymentMethods,
    couponDiscountPaise: coupon?.discountPaise ?? 0,
    walletBalancePaise: input.walletBalancePaise,
  });
  if (price.problem) throw new BadRequest(price.problem.message, price.problem.code);
  if (price.methods.includes('COD')) {
    const refused = codRefusal({
      codCeilingPaise: toPaise(settings.codCeiling),
      codBlockedPincodes: settings.codBlockedPincodes,
      pincode: input.cod.pincode,
      accountCodAllowed: input.cod.accountCodAllowed,
      totalPaise: price.totalPaise,
    });
    if (refused) throw new Unprocessable(refused.message, refused.code);
  }
  if (price.amountInPaise > 0 && price.amountInPaise < MIN_ONLINE_PAISE)
    throw new BadRequest(
      'Online payments must be at least ₹1. Please choose another payment method.',
      'ONLINE_AMOUNT_TOO_SMALL',
    );
  return { lines, coupon, price };
}

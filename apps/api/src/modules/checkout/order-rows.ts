import type { AppContext } from '../../context.ts';
import type { orderCharges, OrderAddressSnapshot } from '../../db/schema/orders.ts';
import type { OrderRequest, Quote } from './order-quote.ts';
import type { EffectiveSettings } from '../settings/settings.public.ts';
import { historyNote } from '../orders/orders.public.ts';

/**
 * The rows a quote makes, the one builder of what both ways of placing an order (quoted and careful) write: the
 * order, its items and its charges.
 */
export function placementRows(
  ctx: AppContext,
  input: Parameters<typeof orderValues>[1],
): { order: ReturnType<typeof orderValues>; items: ReturnType<typeof itemValues>; charges: ChargeRow[] } {
  return {
    order: orderValues(ctx, input),
    items: itemValues(input.orderId, input.quote),
    charges: chargeValues(input.orderId, input.quote),
  };
}

type ChargeRow = typeof orderCharges.$inferInsert;

/** The order's charges as priced, in the list's order. */
function chargeValues(orderId: string, quote: Quote): ChargeRow[] {
  return quote.price.charges.map((c, position) => ({ orderId, position, ...c }));
}

/** The order row a quote makes. */
function orderValues(
  ctx: AppContext,
  input: {
    orderId: string;
    userId: number;
    request: OrderRequest & { idempotencyKey?: string | undefined };
    quote: Quote;
    address: OrderAddressSnapshot;
    now: Date;
    settings: Pick<EffectiveSettings, 'codConfirmationRequired'>;
  },
) {
  const { orderId, userId, request, quote, address, now } = input;
  const isDraft = quote.price.remainderMethod === 'ONLINE';
  // A shopper's own COD order waits for their confirmation when the store asks for it; a phone order (placedBy:
  // staff spoke to the shopper) and orders with nothing due on delivery do not.
  const awaitsCodConfirmation =
    input.settings.codConfirmationRequired && quote.price.remainderMethod === 'COD' && !request.placedBy;
  return {
    id: orderId,
    userId,
    status: isDraft ? ('PENDING' as const) : ('ORDERED' as const),
    isDraft,
    draftExpiresAt: isDraft ? new Date(now.getTime() + ctx.config.DRAFT_ORDER_TTL_MINUTES * 60_000) : null,
    isCartOrder: request.source.kind === 'cart',
    paymentMethods: quote.price.methods,
    paymentStatus: quote.price.remainingPaise === 0 ? ('PAID' as const) : ('PENDING' as const),
    itemsBasePaise: quote.price.basePricePaise,
    itemsPricePaise: quote.price.cartPricePaise,
    couponId: quote.coupon?.coupon.id ?? null,
    couponCode: quote.coupon?.coupon.code ?? null,
    couponDiscountPaise: quote.price.couponDiscountPaise,
    totalPaise: quote.price.totalPaise,
    walletPaise: quote.price.walletUsedPaise,
    remainingPaise: quote.price.remainingPaise,
    address,
    codConfirmation: awaitsCodConfirmation ? ('AWAITING' as const) : null,
    idempotencyKey: request.idempotencyKey ?? null,
    lastStatusUpdate: now,
    createdAt: now,
    updatedAt: now,
  };
}

/** The order's item rows, priced as quoted. */
function itemValues(orderId: string, quote: Quote) {
  return quote.lines.map((l) => ({
    orderId,
    productId: l.productId,
    variantId: l.variantId,
    productName: l.productName,
    variantName: l.variantName,
    imageUrl: l.images[0] ?? '',
    quantity: l.quantity,
    unitPricePaise: l.pricePaise,
    unitBasePricePaise: Math.max(l.basePricePaise, l.pricePaise),
    hsnCode: l.hsnCode,
    gstRateBp: l.gstRateBp,
  }));
}

/** The first history row's status and note. */
export const firstStatus = (isDraft: boolean) =>
  isDraft
    ? { status: 'PENDING' as const, note: historyNote('awaitingPayment') }
    : { status: 'ORDERED' as const, note: historyNote('placed') };

/** The payment provider's order an online order is paid against. */
export type ProviderOrder = { providerOrderId: string; amountPaise: number };

/** What placing one order takes, on either path (quoted or careful). */
export type PlacementInput = {
  userId: number;
  orderId: string;
  request: OrderRequest & { idempotencyKey?: string | undefined };
  provider: ProviderOrder | null;
  settings: EffectiveSettings;
};

/** The payment row of an online order: the provider's order that the shopper pays against. */
export const paymentValues = (
  ctx: AppContext,
  ids: { userId: number; orderId: string },
  provider: ProviderOrder,
  now: Date,
) => ({
  ...ids,
  provider: ctx.payments.id,
  providerOrderId: provider.providerOrderId,
  amountPaise: provider.amountPaise,
  createdAt: now,
  updatedAt: now,
});

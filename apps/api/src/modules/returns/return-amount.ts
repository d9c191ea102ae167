import { sql } from 'drizzle-orm';
import { orderCharges, orders } from '../../db/schema/orders.ts';

/**
 * What refunding one returned item gives back: the line's price less its share of the order's coupon (the
 * coupon was spread over the items in proportion to their prices), plus its share of the order's refundable
 * charges (a charge's `refundable`; delivery and COD are not, for a return of a delivered item). Integer paise,
 * never negative; the goods part never more than the line.
 */
export function returnRefundPaise(
  line: { unitPricePaise: number; quantity: number },
  order: { itemsPricePaise: number; couponDiscountPaise: number; refundableChargesPaise: number },
): number {
  const linePaise = line.unitPricePaise * line.quantity;
  if (order.itemsPricePaise <= 0) return 0;
  const afterCoupon = Math.max(0, order.itemsPricePaise - order.couponDiscountPaise);
  const goods = Math.min(linePaise, Math.round((linePaise * afterCoupon) / order.itemsPricePaise));
  return goods + Math.round((linePaise * order.refundableChargesPaise) / order.itemsPricePaise);
}

/** The sum of the order's refundable charges, as a column of a query over orders. */
export const refundableChargesPaise =
  sql<number>`(select coalesce(sum(${orderCharges.amountPaise}), 0)::int from ${orderCharges} where ${orderCharges.orderId} = ${orders.id} and ${orderCharges.refundable})`.mapWith(
    Number,
  );

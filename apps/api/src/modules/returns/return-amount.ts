/**
 * What refunding one returned item gives back: the line's price less its share of the order's coupon (the
 * coupon was spread over the items in proportion to their prices). Delivery and COD charges are not refunded
 * for a return of a delivered item. Integer paise, never negative, never more than the line.
 */
export function returnRefundPaise(
  line: { unitPricePaise: number; quantity: number },
  order: { itemsPricePaise: number; couponDiscountPaise: number },
): number {
  const linePaise = line.unitPricePaise * line.quantity;
  if (order.itemsPricePaise <= 0) return 0;
  const afterCoupon = Math.max(0, order.itemsPricePaise - order.couponDiscountPaise);
  return Math.min(linePaise, Math.round((linePaise * afterCoupon) / order.itemsPricePaise));
}

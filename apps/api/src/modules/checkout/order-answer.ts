import type { PlaceOrderAnswer } from '@shringar/contracts/checkout';
import { toRupees } from '@shringar/contracts/money';
import type { PaymentMethod } from '@shringar/contracts/pricing';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';

type OrderForAnswer = Pick<
  typeof orders.$inferSelect,
  'id' | 'totalPaise' | 'remainingPaise' | 'walletPaise' | 'isDraft' | 'paymentMethods'
>;

/** The answer of POST /order/cart and /order/create, from what is stored, so a retry gets the same answer. */
export function orderAnswer(
  order: OrderForAnswer,
  payment: { providerOrderId: string; amountPaise: number } | null,
  keyId: string,
): PlaceOrderAnswer {
  return {
    orderId: order.id,
    totalAmount: toRupees(order.totalPaise),
    remaining_price: toRupees(order.remainingPaise),
    walletAmountUsed: toRupees(order.walletPaise),
    ...(payment ? { razorpayOrderId: payment.providerOrderId } : {}),
    razorpayKeyId: keyId,
    amountInPaise: payment?.amountPaise ?? 0,
    isDraft: order.isDraft,
    paymentMethods: order.paymentMethods as PaymentMethod[],
  };
}

/** The stored answer for an Idempotency-Key the shopper already used, or null. */
export async function answerForKey(db: Db, userId: number, key: string, keyId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (!order) return null;
  const [payment] = await db
    .select({ providerOrderId: payments.providerOrderId, amountPaise: payments.amountPaise })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(payments.id))
    .limit(1);
  return orderAnswer(order, payment ?? null, keyId);
}

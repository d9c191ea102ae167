import type { VerifyOrderAnswer, VerifyOrderBody } from '@shringar/contracts/payments';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';
import { BadRequest, NotFound } from '../../lib/errors.ts';
import { recordUnpaidAttempt, verifyCapturedPayment } from './payment-verification.ts';
import { latestPaymentForOrder } from './payment-records.ts';

/**
 * POST /order/verify: the shopper's checkout came back. With a payment id and signature the payment is
 * verified and the draft confirmed (once, however often this is called or however it races the webhook);
 * without them the cancelled or failed attempt is recorded and the draft stays payable.
 */
export async function verifyOrderPayment(
  ctx: AppContext,
  userId: number,
  input: VerifyOrderBody,
): Promise<VerifyOrderAnswer> {
  const order = await ownOrder(ctx, userId, input.orderId);
  const record = await latestPaymentForOrder(ctx.db, order.id);

  if (input.paymentId && input.signature) {
    if (!record) throw new BadRequest('This order has no online payment to verify', 'NO_ONLINE_PAYMENT');
    await verifyCapturedPayment(ctx, record, input.paymentId, input.signature);
  } else if (input.paymentId || input.signature) {
    throw new BadRequest('paymentId and signature must be sent together', 'VALIDATION_ERROR');
  } else if (record && order.paymentStatus !== 'PAID') {
    await recordUnpaidAttempt(ctx, record, input.reason);
  }
  return answer(await ownOrder(ctx, userId, order.id));
}

async function ownOrder(ctx: AppContext, userId: number, orderId: string) {
  const [order] = await ctx.db
    .select({ id: orders.id, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new NotFound('Order not found.');
  return order;
}

const answer = (order: { id: string; paymentStatus: VerifyOrderAnswer['paymentStatus'] }): VerifyOrderAnswer => ({
  orderId: order.id,
  isPaid: order.paymentStatus === 'PAID',
  paymentStatus: order.paymentStatus,
});

import type { PlaceOrderAnswer } from '@shringar/contracts/checkout';
import { PAY_AGAIN_MESSAGES } from '@shringar/contracts/payments';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { Conflict } from '../../lib/errors.ts';
import { orderAnswer } from '../checkout/checkout.public.ts';
import { loadOwnOrder, type OrderRecord } from '../orders/orders.public.ts';

/** Why an order cannot take a new online payment now, or null when it can. */
function refusal(order: OrderRecord, now: Date): Conflict | null {
  if (order.paymentStatus === 'PAID') return new Conflict(PAY_AGAIN_MESSAGES.ALREADY_PAID, 'ORDER_ALREADY_PAID');
  const online = (order.paymentMethods as string[]).includes('ONLINE');
  if (!order.isDraft || !online || order.remainingPaise <= 0) {
    if (order.status.startsWith('CANCELLED')) return new Conflict(PAY_AGAIN_MESSAGES.CANCELLED, 'ORDER_CANCELLED');
    return new Conflict(PAY_AGAIN_MESSAGES.NOT_ONLINE, 'ORDER_NOT_PAYABLE_ONLINE');
  }
  // A draft past its time (whether or not the expiry job has run yet) has given back, or is about to give back,
  // its stock and wallet part: it is not paid any more.
  if (order.status !== 'PENDING' || (order.draftExpiresAt !== null && order.draftExpiresAt <= now))
    return new Conflict(PAY_AGAIN_MESSAGES.EXPIRED, 'ORDER_EXPIRED');
  return null;
}

/**
 * POST /order/pay/{id}: the shopper's unpaid ONLINE order (a dismissed or failed payment window) gets a new
 * provider order for its remainder, so the payment window can open again. Verification is the same as at
 * checkout: /order/verify checks the newest provider order's signature and amount, and the webhook confirms
 * whichever provider order is paid; a second paid one is refunded. The draft keeps its expiry time.
 */
export async function payOrderAgain(ctx: AppContext, userId: number, orderId: string): Promise<PlaceOrderAnswer> {
  const order = await loadOwnOrder(ctx.db, userId, orderId);
  const early = refusal(order, ctx.clock.now());
  if (early) throw early;

  // The provider call happens outside the transaction (no row lock held across the network).
  const created = await ctx.payments.createOrder({
    amountPaise: order.remainingPaise,
    receipt: order.id,
    notes: { orderId: order.id, userId: String(userId) },
  });

  return ctx.db.transaction(async (tx) => {
    // Checked again under the order's lock: an expiry or a payment may have landed meanwhile.
    const [locked] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.userId, userId)))
      .for('update');
    const now = ctx.clock.now();
    const late = refusal(locked!, now);
    if (late) throw late;
    await tx.insert(payments).values({
      userId,
      orderId: order.id,
      provider: ctx.payments.id,
      providerOrderId: created.providerOrderId,
      amountPaise: created.amountPaise,
      createdAt: now,
      updatedAt: now,
    });
    return orderAnswer(locked!, created, ctx.payments.keyId);
  });
}

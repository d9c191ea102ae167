import type { CodConfirmationView, CodLinkProof } from '@shringar/contracts/cod-confirmation';
import { toRupees } from '@shringar/contracts/money';
import { isCancelledStatus } from '@shringar/contracts/orders';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orders } from '../../db/schema/orders.ts';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import { checkCodConfirmLink, recordOrderEvent } from '../order-messages/order-messages.public.ts';
import { cancelOrder } from './cancel.service.ts';
import { loadOrder, loadOrderItems, loadOwnOrder, ORDER_NOT_FOUND, type OrderRecord } from './order-access.ts';
import { historyNote } from './history-notes.ts';

/**
 * COD confirmation (issue 30). A COD order placed while the store asks for it waits (AWAITING) and cannot be
 * packed; the shopper confirms by the signed link or their order page, or staff do after a phone call. Confirming
 * moves a placed order to CONFIRMED ('Order Confirmed' on the timeline), so its history says when and by whom.
 * Every decision is a conditional update on the locked row: confirm and cancel racing end in exactly one.
 */

export type CodConfirmResult = { orderId: string; codConfirmation: 'AWAITING' | 'CONFIRMED'; changed: boolean };

const cancelledConflict = () => new Conflict('This order is cancelled', 'ORDER_CANCELLED');
const notNeeded = () => new Conflict('This order does not wait for a confirmation', 'COD_CONFIRMATION_NOT_NEEDED');

/** Confirms the order's cash on delivery as `actor` (user:<id>, operator:<name>); confirming twice changes nothing. */
export async function confirmCod(
  ctx: AppContext,
  input: { orderId: string; actor: string; note?: string | undefined },
): Promise<CodConfirmResult> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw new NotFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
    if (isCancelledStatus(order.status)) throw cancelledConflict();
    if (order.codConfirmation === 'CONFIRMED')
      return { orderId: order.id, codConfirmation: 'CONFIRMED', changed: false };
    if (order.codConfirmation !== 'AWAITING') throw notNeeded();
    const now = ctx.clock.now();
    const advances = order.status === 'ORDERED';
    await tx
      .update(orders)
      .set({
        codConfirmation: 'CONFIRMED',
        codConfirmedAt: now,
        codConfirmedBy: input.actor,
        updatedAt: now,
        ...(advances ? { status: 'CONFIRMED' as const, lastStatusUpdate: now } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.codConfirmation, 'AWAITING')));
    if (advances)
      await recordOrderEvent(ctx, tx, {
        kind: 'status',
        orderId: order.id,
        status: 'CONFIRMED',
        note:
          input.note?.trim() ||
          historyNote(input.actor.startsWith('user:') ? 'codConfirmedByYou' : 'codConfirmedByPhone'),
        actor: input.actor,
        at: now,
      });
    return { orderId: order.id, codConfirmation: 'CONFIRMED', changed: true };
  });
}

/** The shopper's own order (404 for anyone else's), confirmed from their order page. */
export async function confirmOwnCod(ctx: AppContext, userId: number, orderId: string): Promise<CodConfirmResult> {
  await loadOwnOrder(ctx.db, userId, orderId);
  return confirmCod(ctx, { orderId, actor: `user:${userId}` });
}

/** A forged link (not ours, not this order's) is 403; the order behind a genuine one is loaded. */
async function linkedOrder(ctx: AppContext, orderId: string, proof: CodLinkProof) {
  const verdict = checkCodConfirmLink(ctx, orderId, proof);
  if (verdict === 'forged') throw new Forbidden('This confirmation link is not valid', 'COD_LINK_INVALID');
  return { order: await loadOrder(ctx.db, orderId), expired: verdict === 'expired' };
}

/** A decision by an expired link is refused only while the order still waits: a decided order just says so. */
function refuseIfExpired(order: OrderRecord, expired: boolean) {
  if (expired && order.codConfirmation === 'AWAITING' && !isCancelledStatus(order.status))
    throw new Conflict(
      'This confirmation link has expired; confirm the order from your order page or call us',
      'COD_LINK_EXPIRED',
    );
}

/** GET /cod-confirmation/{id}: what the confirmation page shows. */
export async function codConfirmationView(
  ctx: AppContext,
  orderId: string,
  proof: CodLinkProof,
): Promise<CodConfirmationView> {
  const { order, expired } = await linkedOrder(ctx, orderId, proof);
  return viewOf(ctx, order, expired);
}

export async function confirmCodByLink(ctx: AppContext, orderId: string, proof: CodLinkProof) {
  const { order, expired } = await linkedOrder(ctx, orderId, proof);
  refuseIfExpired(order, expired);
  await confirmCod(ctx, { orderId, actor: `user:${order.userId}` });
  return viewOf(ctx, await loadOrder(ctx.db, orderId), expired);
}

/** Cancels as the shopper does; only while the order waits (after confirming, the order page cancels). */
export async function cancelCodByLink(ctx: AppContext, orderId: string, proof: CodLinkProof) {
  const { order, expired } = await linkedOrder(ctx, orderId, proof);
  if (!isCancelledStatus(order.status)) {
    refuseIfExpired(order, expired);
    if (order.codConfirmation !== 'AWAITING') throw notNeeded();
    await cancelOrder(ctx, {
      orderId,
      userId: order.userId,
      note: historyNote('cancelledByCodLink'),
      actor: `user:${order.userId}`,
      onlyWhileCodAwaiting: true,
    });
  }
  return viewOf(ctx, await loadOrder(ctx.db, orderId), expired);
}

async function viewOf(ctx: AppContext, order: OrderRecord, expired: boolean): Promise<CodConfirmationView> {
  const items = await loadOrderItems(ctx.db, order.id);
  const state = isCancelledStatus(order.status)
    ? 'CANCELLED'
    : order.codConfirmation === 'AWAITING'
      ? expired
        ? 'EXPIRED'
        : 'AWAITING'
      : 'CONFIRMED';
  return {
    orderId: order.id,
    state,
    amountDue: toRupees(order.remainingPaise),
    totalAmount: toRupees(order.totalPaise),
    placedAt: order.createdAt.toISOString(),
    items: items.map((i) => ({ productName: i.productName, variantName: i.variantName, quantity: i.quantity })),
    deliverTo: `${order.address.city} ${order.address.pincode}`,
  };
}

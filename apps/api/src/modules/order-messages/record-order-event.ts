import type { CodConfirmationState, OrderStatus } from '@shringar/contracts/orders';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { OrderEvent, OrderMessageDetails } from '../../db/schema/messages.ts';
import { orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { codConfirmLink } from './cod-confirm-link.ts';
import { outboxInsert, queueOrderMessages, type Recipient } from './outbox.ts';
import { pushOutboxInsert } from './outbox-push.ts';

/** Something that happened to an order, written by whoever changed it, inside that change's transaction. */
export type OrderChange =
  /** A new status: a row of the tracking timeline. */
  | { kind: 'status'; orderId: string; status: OrderStatus; note: string | null; actor: string; at: Date }
  /** Money went back to the shopper's payment method (one refunds row). */
  | { kind: 'refund'; orderId: string; refundId: number; amountPaise: number; at: Date };

/**
 * The one place an order's status change (or refund) is recorded: the history row the timeline shows, and the
 * messages it deserves queued in the outbox, both in the caller's transaction, so a change that rolls back
 * leaves neither and one that commits is never without its messages. Callers never decide about messages.
 */
export async function recordOrderEvent(ctx: AppContext, tx: Db, change: OrderChange): Promise<void> {
  const [order] = await tx
    .select({
      userId: orders.userId,
      isDraft: orders.isDraft,
      paymentMethods: orders.paymentMethods,
      codConfirmation: orders.codConfirmation,
    })
    .from(orders)
    .where(eq(orders.id, change.orderId));
  if (!order) throw new Error(`recordOrderEvent: no order ${change.orderId}`);

  if (change.kind === 'status')
    await tx.insert(orderStatusHistory).values({
      orderId: change.orderId,
      status: change.status,
      note: change.note,
      actor: change.actor,
      createdAt: change.at,
    });

  const event = change.kind === 'refund' ? 'refunded' : eventOfStatus(change.status, order);
  if (!event) return;
  await queueOrderMessages(ctx, tx, {
    orderId: change.orderId,
    userId: order.userId,
    event,
    ref: change.kind === 'refund' ? `refund-${change.refundId}` : null,
    details: change.kind === 'refund' ? { refundPaise: change.amountPaise } : placedDetails(ctx, event, change, order),
    at: change.at,
  });
}

/** A COD order waiting for confirmation is announced with the signed link the shopper confirms it by. */
function placedDetails(
  ctx: AppContext,
  event: OrderEvent,
  change: { orderId: string; at: Date },
  order: Pick<OrderFacts, 'codConfirmation'>,
): OrderMessageDetails {
  return event === 'placed' && order.codConfirmation === 'AWAITING'
    ? { codConfirmLink: codConfirmLink(ctx, change.orderId, change.at) }
    : {};
}

/** What recordOrderEvent reads of the order; a caller that has just written the order knows it already. */
type OrderFacts = {
  userId: number;
  isDraft: boolean;
  paymentMethods: string[];
  codConfirmation: CodConfirmationState | null;
};

/**
 * recordOrderEvent's writes for an order's first status, as statements not yet run, for the caller that wrote the
 * order and knows it and its shopper's contact details: checkout writes them in the statement that inserts the
 * order (one round trip inside the locks instead of four). The same rows recordOrderEvent writes.
 */
export function firstStatusInserts(
  ctx: AppContext,
  tx: Db,
  change: Extract<OrderChange, { kind: 'status' }>,
  order: OrderFacts,
  recipient: Recipient,
) {
  const history = tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    status: change.status,
    note: change.note,
    actor: change.actor,
    createdAt: change.at,
  });
  const event = eventOfStatus(change.status, order);
  if (!event) return [history];
  const queued = {
    orderId: change.orderId,
    userId: order.userId,
    event,
    ref: null,
    details: placedDetails(ctx, event, change, order),
    at: change.at,
  };
  const pushes = pushOutboxInsert(ctx, queued);
  return [history, outboxInsert(ctx, tx, queued, recipient), ...(pushes ? [pushes] : [])];
}

/**
 * Which message a new status deserves. ORDERED is 'placed' for cash, wallet and mixed orders, and 'paid' when an
 * online payment made it an order (the message says both). Drafts (waiting for payment, or expired unpaid) were
 * never orders to the shopper; the steps between (confirmed, packed, …) and a return are not announced.
 */
function eventOfStatus(status: OrderStatus, order: Pick<OrderFacts, 'isDraft' | 'paymentMethods'>): OrderEvent | null {
  if (order.isDraft) return null;
  switch (status) {
    case 'ORDERED':
      return order.paymentMethods.includes('ONLINE') ? 'paid' : 'placed';
    case 'SHIPPED':
      return 'shipped';
    case 'DELIVERED':
      return 'delivered';
    case 'CANCELLED_BY_USER':
    case 'CANCELLED_BY_SHRINGAR':
      return 'cancelled';
    default:
      return null;
  }
}

import {
  allowedNextStatuses,
  isCancelledStatus,
  type OrderDetails,
  type OrderStatus,
} from '@shringar/contracts/orders';
import { asc, eq } from 'drizzle-orm';
import { productVariants } from '../../db/schema/catalogue.ts';
import type { AppContext } from '../../context.ts';
import { orderItems, orderStatusHistory } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { describeOrder, loadOrder } from './orders.public.ts';
import { refundableOn } from '../refunds/refunds.public.ts';

type AdminOrderView = {
  order: OrderDetails;
  isDraft: boolean;
  customer: { userId: number; name: string; phone: string };
  history: Array<{ status: OrderStatus; note: string | null; actor: string; created_at: string }>;
  allowedNextStatuses: OrderStatus[];
  refundable: number;
  skus: Array<{ orderItemId: number; sku: string }>;
};

/** An operator cancels as the store (the shopper's own cancellation is theirs to make). */
const operatorMaySet = (status: OrderStatus) => !isCancelledStatus(status) || status === 'CANCELLED_BY_SHRINGAR';

/** GET /admin/orders/{id}: the order as the shopper sees it, plus who placed it and its full status history. */
export async function getAdminOrder(ctx: AppContext, orderId: string, origin: string): Promise<AdminOrderView> {
  const order = await loadOrder(ctx.db, orderId);
  const [details, [customer], history, skus, refundable] = await Promise.all([
    describeOrder(ctx, order, origin),
    ctx.db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, order.userId)),
    ctx.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    ctx.db
      .select({ orderItemId: orderItems.id, sku: productVariants.sku })
      .from(orderItems)
      .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    refundableOn(ctx, order.id),
  ]);
  return {
    order: details,
    isDraft: order.isDraft,
    customer: { userId: order.userId, name: customer?.name ?? '', phone: customer?.phone ?? '' },
    history: history.map((h) => ({
      status: h.status,
      note: h.note,
      actor: h.actor,
      created_at: h.createdAt.toISOString(),
    })),
    allowedNextStatuses: order.isDraft ? [] : allowedNextStatuses(order.status).filter(operatorMaySet),
    refundable,
    skus,
  };
}

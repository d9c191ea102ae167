import { flowIndex, isCancelledStatus } from '@shringar/contracts/orders';
import type { AppContext } from '../../context.ts';
import { countRefusedDelivery } from '../account/account.public.ts';
import { moveStock } from '../inventory/inventory.public.ts';
import { advanceOrderStatus, historyNote, loadOrder, loadOrderItems } from '../orders/orders.public.ts';
import { getSettings } from '../settings/settings.public.ts';

/**
 * The courier brought a parcel back undelivered (RTO: refused at the door, nobody home, a wrong address). The one
 * place that decides what that means for the store: the order becomes RETURNED and its units go back into stock
 * through the stock ledger, once (the status change happens once, and the restock only with it). Runs in the
 * caller's transaction (`ctx.db` is the transaction), so the scan, the status and the stock commit together; the
 * caller announces the stock change after commit. Answers whether it changed the order.
 *
 * A cash-on-delivery parcel that comes back also counts against the shopper's COD (the COD risk controls): at the
 * store's refusal limit their COD is switched off. Here, so every return to origin, whichever courier reports
 * it, counts the same and once. A prepaid parcel is not counted: it costs the store no uncollected cash.
 */
export async function handleReturnedToOrigin(
  ctx: AppContext,
  input: { orderId: string; awb: string; courierId: string; description: string },
): Promise<boolean> {
  const order = await loadOrder(ctx.db, input.orderId);
  if (order.isDraft || isCancelledStatus(order.status) || order.status === 'RETURNED' || order.status === 'DELIVERED')
    return false;
  const actor = `courier:${input.courierId}`;
  // A parcel returned before the store heard it was picked up still left the store: it was shipped.
  if (flowIndex(order.status) < flowIndex('SHIPPED'))
    await advanceOrderStatus(ctx, { orderId: order.id, status: 'SHIPPED', actor });
  const change = await advanceOrderStatus(ctx, {
    orderId: order.id,
    status: 'RETURNED',
    note: historyNote('returnedToOrigin', { awb: input.awb, description: input.description }),
    actor,
    returnedToOrigin: true,
  });
  if (!change.changed) return false;
  for (const item of await loadOrderItems(ctx.db, order.id)) {
    await moveStock(ctx.db, item.variantId, item.quantity, {
      kind: 'return',
      reason: `Order ${order.id} returned to origin by the courier (AWB ${input.awb})`,
      actor,
      orderId: order.id,
    });
  }
  if (order.paymentMethods.includes('COD')) {
    const { codRefusalLimit } = await getSettings(ctx);
    await countRefusedDelivery(ctx.db, order.userId, codRefusalLimit);
  }
  return true;
}

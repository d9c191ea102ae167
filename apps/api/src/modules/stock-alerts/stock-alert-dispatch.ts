import { storePaths } from '@shringar/contracts/store-paths';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { stockAlerts } from '../../db/schema/stock-alerts.ts';
import { queueBackInStockAlert } from '../order-messages/order-messages.public.ts';

/** Alerts queued per run; a bigger restock's alerts go out over the next runs. */
const BATCH = 200;

type DueAlert = {
  id: number;
  user_id: number;
  after_movement_id: number;
  product_id: number;
  product_name: string;
  variant_name: string;
  phone: string;
  email: string;
  whatsapp_opt_in_at: Date | string | null;
};

/**
 * Queues the alerts whose variant came back: the stock ledger shows a movement from 0 to more after the shopper
 * asked (balance = delta, whatever path moved it) and the variant is in stock and on sale now. Each alert is
 * claimed by setting sentAt where it is still unsent and unchanged, in the transaction that queues its outbox
 * rows, so two runs (or a shopper asking again meanwhile) never queue one twice; the outbox then delivers it on
 * every channel the shopper has.
 */
export async function queueDueStockAlerts(ctx: AppContext): Promise<number> {
  const due = await rows<DueAlert>(
    ctx.db,
    sql`select a.id, a.user_id, a.after_movement_id, p.id as product_id, p.name as product_name, v.name as variant_name,
               u.phone, u.email, u.whatsapp_opt_in_at
          from stock_alerts a
          join product_variants v on v.id = a.variant_id
          join products p on p.id = v.product_id
          join users u on u.id = a.user_id
         where a.sent_at is null and v.stock > 0 and p.is_active
           and exists (select 1 from stock_movements m
                        where m.variant_id = a.variant_id and m.id > a.after_movement_id
                          and m.delta > 0 and m.balance = m.delta)
         order by a.id
         limit ${BATCH}`,
  );
  let queued = 0;
  for (const alert of due) {
    const after = Number(alert.after_movement_id);
    const now = ctx.clock.now();
    const claimed = await ctx.db.transaction(async (tx) => {
      const [mine] = await tx
        .update(stockAlerts)
        .set({ sentAt: now })
        .where(and(eq(stockAlerts.id, alert.id), isNull(stockAlerts.sentAt), eq(stockAlerts.afterMovementId, after)))
        .returning({ id: stockAlerts.id });
      if (!mine) return false;
      await queueBackInStockAlert(
        ctx,
        tx,
        {
          alertKey: `stock-alert:${alert.id}:${after}`,
          userId: Number(alert.user_id),
          productName: alert.product_name,
          variantName: alert.variant_name,
          productPath: storePaths.product(Number(alert.product_id)),
          at: now,
        },
        { phone: alert.phone, email: alert.email, whatsapp: alert.whatsapp_opt_in_at != null },
      );
      return true;
    });
    if (claimed) queued++;
  }
  if (queued) ctx.log.info({ queued }, 'back-in-stock alerts queued');
  return queued;
}

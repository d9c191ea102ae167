import type { StockAlertAnswer } from '@shringar/contracts/stock-alerts';
import { eq, max, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { stockAlerts } from '../../db/schema/stock-alerts.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { NotFound } from '../../lib/errors.ts';

/**
 * Arms the shopper's alert for a variant: only a return to stock after the variant's latest movement counts. Asking
 * again while it waits keeps its place (a restock the job has not seen yet still counts); asking after it was
 * sent arms it afresh.
 */
export async function requestStockAlert(ctx: AppContext, userId: number, variantId: number): Promise<StockAlertAnswer> {
  const [variant] = await ctx.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!variant) throw new NotFound('Product not found');
  const [latest] = await ctx.db
    .select({ id: max(stockMovements.id) })
    .from(stockMovements)
    .where(eq(stockMovements.variantId, variantId));
  const now = ctx.clock.now();
  const [alert] = await ctx.db
    .insert(stockAlerts)
    .values({ userId, variantId, requestedAt: now, afterMovementId: latest?.id ?? 0 })
    .onConflictDoUpdate({
      target: [stockAlerts.userId, stockAlerts.variantId],
      set: {
        requestedAt: sql`case when ${stockAlerts.sentAt} is null then ${stockAlerts.requestedAt} else excluded.requested_at end`,
        afterMovementId: sql`case when ${stockAlerts.sentAt} is null then ${stockAlerts.afterMovementId} else excluded.after_movement_id end`,
        sentAt: null,
      },
    })
    .returning({ requestedAt: stockAlerts.requestedAt });
  return { variantId, requestedAt: alert!.requestedAt.toISOString() };
}

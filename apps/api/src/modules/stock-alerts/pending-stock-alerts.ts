import type { PendingStockAlerts } from '@shringar/contracts/stock-alerts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { stockAlerts } from '../../db/schema/stock-alerts.ts';

/**
 * The shopper's alerts still waiting on a product's variants: only their own rows, and only those not sent yet
 * (a sent alert stays quiet until asked for again, so the product page offers 'Notify me' once more).
 */
export async function pendingStockAlerts(
  ctx: AppContext,
  userId: number,
  productId: number,
): Promise<PendingStockAlerts> {
  const rows = await ctx.db
    .select({ variantId: stockAlerts.variantId, requestedAt: stockAlerts.requestedAt })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(and(eq(stockAlerts.userId, userId), eq(productVariants.productId, productId), isNull(stockAlerts.sentAt)))
    .orderBy(asc(stockAlerts.variantId));
  return rows.map((row) => ({ variantId: row.variantId, requestedAt: row.requestedAt.toISOString() }));
}

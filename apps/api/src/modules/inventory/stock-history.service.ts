import type {
  StockAdjustment,
  StockAdjustmentAnswer,
  StockHistoryPage,
  StockMovementView,
} from '@shringar/contracts/admin-stock';
import { pagination } from '@shringar/contracts/pagination';
import { count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { AppError, NotFound } from '../../lib/errors.ts';
import { moveStock } from './stock-ledger.ts';
import { announceProductStockChange } from './stock-announcement.ts';

type MovementRow = typeof stockMovements.$inferSelect;

const movementView = (m: MovementRow): StockMovementView => ({
  id: m.id,
  kind: m.kind,
  delta: m.delta,
  balance: m.balance,
  reason: m.reason,
  actor: m.actor,
  orderId: m.orderId,
  returnId: m.returnId,
  createdAt: m.createdAt.toISOString(),
});

async function variantOf(db: Db, variantId: number) {
  const [variant] = await db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      stock: productVariants.stock,
      productId: productVariants.productId,
    })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!variant) throw new NotFound('No variant with this id', 'VARIANT_NOT_FOUND');
  return variant;
}

/** The variant's stock and a page of its movements, newest first. */
export async function stockHistory(
  ctx: AppContext,
  variantId: number,
  query: { page: number; itemsPerPage: number },
): Promise<StockHistoryPage> {
  const variant = await variantOf(ctx.db, variantId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantId, variantId))
      .orderBy(desc(stockMovements.id))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    ctx.db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.variantId, variantId)),
  ]);
  return {
    variantId: variant.id,
    sku: variant.sku,
    stock: variant.stock,
    items: rows.map(movementView),
    pagination: pagination(total?.n ?? 0, query.page, query.itemsPerPage),
  };
}

/**
 * Adds or takes units with the operator's reason, applied to the stock as it is now (a delta, so an order
 * placed while the console was open is never undone). Taking more than is in stock is refused.
 */
export async function adjustStock(
  ctx: AppContext,
  variantId: number,
  adjustment: StockAdjustment,
  actor: string,
): Promise<StockAdjustmentAnswer> {
  const variant = await variantOf(ctx.db, variantId);
  const answer = await ctx.db.transaction(async (tx) => {
    const moved = await moveStock(tx, variantId, adjustment.delta, {
      kind: 'adjustment',
      reason: adjustment.reason,
      actor,
    });
    if (!moved) {
      const [now] = await tx
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, variantId));
      const message = `Only ${now?.stock ?? 0} in stock: cannot take ${-adjustment.delta}`;
      throw new AppError(409, 'STOCK_TOO_LOW', message, [{ field: 'delta', message }]);
    }
    const [movement] = await tx.select().from(stockMovements).where(eq(stockMovements.id, moved.movementId));
    return { variantId, stock: moved.stock, movement: movementView(movement!) };
  });
  await announceProductStockChange(ctx, [variant.productId]);
  return answer;
}

import { z } from 'zod';
import { pagedSchema, paginationQuery } from './pagination.ts';

/**
 * A variant's stock is the sum of its movements: every order, release, restock, operator adjustment and import
 * is a row the console shows in the variant's history. The operator never types a stock count; they add or
 * take units with a reason.
 */

export const STOCK_MOVEMENT_KINDS = [
  'opening',
  'order',
  'release',
  'reinstate',
  'return',
  'adjustment',
  'import',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  opening: 'Opening stock',
  order: 'Order placed',
  release: 'Order released',
  reinstate: 'Order reinstated',
  return: 'Return restocked',
  adjustment: 'Adjustment',
  import: 'CSV import',
};

export const STOCK_ADJUSTMENT_MAX = 100_000;
export const STOCK_REASON_MAX = 200;

export const variantIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'id must be a whole number')
    .transform(Number),
});

export const stockAdjustmentBody = z.object({
  delta: z
    .number({ error: 'Units must be a number' })
    .int('Units must be a whole number')
    .min(-STOCK_ADJUSTMENT_MAX, `Units must be at least -${STOCK_ADJUSTMENT_MAX}`)
    .max(STOCK_ADJUSTMENT_MAX, `Units must be at most ${STOCK_ADJUSTMENT_MAX}`)
    .refine((n) => n !== 0, 'Units must not be 0'),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(2, 'Reason must be at least 2 characters')
    .max(STOCK_REASON_MAX, `Reason must be at most ${STOCK_REASON_MAX} characters`),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentBody>;

export const stockMovementView = z.object({
  id: z.number().int(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  delta: z.number().int(),
  balance: z.number().int(),
  reason: z.string(),
  actor: z.string(),
  orderId: z.string().nullable(),
  returnId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type StockMovementView = z.infer<typeof stockMovementView>;

export const stockHistoryQuery = paginationQuery(20);
export type StockHistoryQuery = z.input<typeof stockHistoryQuery>;

export const stockHistoryPage = pagedSchema(stockMovementView).extend({
  variantId: z.number().int(),
  sku: z.string(),
  stock: z.number().int(),
});
export type StockHistoryPage = z.infer<typeof stockHistoryPage>;

export const stockAdjustmentAnswer = z.object({
  variantId: z.number().int(),
  stock: z.number().int(),
  movement: stockMovementView,
});
export type StockAdjustmentAnswer = z.infer<typeof stockAdjustmentAnswer>;

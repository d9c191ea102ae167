import { z } from 'zod';

const id = (field: string) =>
  z.coerce
    .number({ error: `${field} is required` })
    .int(`${field} must be a positive whole number`)
    .positive(`${field} must be a positive whole number`)
    .max(2_147_483_647, `${field} must be a positive whole number`);

/** POST /stock-alerts: 'Notify me' on a variant that is out of stock. */
export const stockAlertBody = z.object({ variantId: id('variantId') });
export type StockAlertBody = z.infer<typeof stockAlertBody>;

/** The alert as it stands: waiting for the variant's stock to come back (asked again: waiting once more). */
export const stockAlertAnswer = z.object({ variantId: z.number().int(), requestedAt: z.string() });
export type StockAlertAnswer = z.infer<typeof stockAlertAnswer>;

/** GET /stock-alerts?productId=: the shopper's alerts still waiting on one product's variants. */
export const pendingStockAlertsQuery = z.object({ productId: id('productId') });
export type PendingStockAlertsQuery = z.infer<typeof pendingStockAlertsQuery>;

export const pendingStockAlerts = z.array(stockAlertAnswer);
export type PendingStockAlerts = z.infer<typeof pendingStockAlerts>;

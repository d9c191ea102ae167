import { z } from 'zod';

/** POST /stock-alerts: 'Notify me' on a variant that is out of stock. */
export const stockAlertBody = z.object({
  variantId: z.coerce
    .number({ error: 'variantId is required' })
    .int('variantId must be a positive whole number')
    .positive('variantId must be a positive whole number')
    .max(2_147_483_647, 'variantId must be a positive whole number'),
});
export type StockAlertBody = z.infer<typeof stockAlertBody>;

/** The alert as it stands: waiting for the variant's stock to come back (asked again: waiting once more). */
export const stockAlertAnswer = z.object({ variantId: z.number().int(), requestedAt: z.string() });
export type StockAlertAnswer = z.infer<typeof stockAlertAnswer>;

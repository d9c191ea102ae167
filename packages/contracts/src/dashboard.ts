import { z } from 'zod';

/** Variants at or below this stock show on the dashboard as running low. */
export const LOW_STOCK_THRESHOLD = 5;
/** How many days the dashboard's charts cover, today included. */
export const DASHBOARD_DAYS = 30;

/** Orders placed in a period (drafts waiting for payment are not orders). Money in rupees. */
export const salesSummary = z.object({
  orders: z.number().int(),
  /** What the orders that were not cancelled are worth, delivery and COD charges included. */
  revenue: z.number(),
  averageOrderValue: z.number(),
  codOrders: z.number().int(),
  /** Share of the orders that pay (in part) cash on delivery, 0 to 1. */
  codShare: z.number(),
  cancellations: z.number().int(),
  returns: z.number().int(),
});
export type SalesSummary = z.infer<typeof salesSummary>;

const ranked = z.object({ id: z.number().int(), name: z.string(), units: z.number().int(), revenue: z.number() });

export const dashboardAnswer = z.object({
  /** India's date today, e.g. 2026-11-23. */
  today: z.string(),
  todaySummary: salesSummary,
  periodSummary: salesSummary,
  /** One row per day in India time, oldest first, every day present. */
  daily: z.array(
    z.object({
      day: z.string(),
      orders: z.number().int(),
      revenue: z.number(),
      cancellations: z.number().int(),
      returns: z.number().int(),
    }),
  ),
  topProducts: z.array(ranked),
  topCategories: z.array(ranked),
  lowStock: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    variants: z.array(
      z.object({
        variantId: z.number().int(),
        productId: z.number().int(),
        productName: z.string(),
        variantName: z.string(),
        sku: z.string(),
        stock: z.number().int(),
      }),
    ),
  }),
  unpaidDrafts: z.number().int(),
  callbacksWaiting: z.number().int(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

import {
  DASHBOARD_DAYS,
  LOW_STOCK_THRESHOLD,
  type DashboardAnswer,
  type SalesSummary,
} from '@shringar/contracts/dashboard';
import { toRupees } from '@shringar/contracts/money';
import type { AppContext } from '../../context.ts';
import { callbacksWaiting } from '../engagement/engagement.public.ts';
import { lowStock } from '../inventory/inventory.public.ts';
import { ordersByDay, returnsByDay, topCategories, topProducts, unpaidDrafts } from '../orders/orders.public.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The store's days are India's: the last `days` dates up to today, oldest first, and the window they span. */
export function istDays(now: Date, days: number) {
  const today = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  const todayStart = new Date(`${today}T00:00:00+05:30`).getTime();
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(todayStart - (days - 1 - i) * DAY_MS + IST_OFFSET_MS).toISOString().slice(0, 10),
  );
  return {
    today,
    dates,
    window: { from: new Date(todayStart - (days - 1) * DAY_MS), to: new Date(todayStart + DAY_MS) },
  };
}

type DayFigures = {
  orders: number;
  keptOrders: number;
  revenuePaise: number;
  codOrders: number;
  cancellations: number;
  returns: number;
};
const NONE: DayFigures = { orders: 0, keptOrders: 0, revenuePaise: 0, codOrders: 0, cancellations: 0, returns: 0 };

function summarise(days: DayFigures[]): SalesSummary {
  const t = days.reduce(
    (sum, d) => ({
      orders: sum.orders + d.orders,
      keptOrders: sum.keptOrders + d.keptOrders,
      revenuePaise: sum.revenuePaise + d.revenuePaise,
      codOrders: sum.codOrders + d.codOrders,
      cancellations: sum.cancellations + d.cancellations,
      returns: sum.returns + d.returns,
    }),
    NONE,
  );
  return {
    orders: t.orders,
    revenue: toRupees(t.revenuePaise),
    averageOrderValue: toRupees(t.keptOrders ? Math.round(t.revenuePaise / t.keptOrders) : 0),
    codOrders: t.codOrders,
    codShare: t.orders ? Math.round((t.codOrders / t.orders) * 1000) / 1000 : 0,
    cancellations: t.cancellations,
    returns: t.returns,
  };
}

/**
 * The dashboard: every figure is an aggregate in PostgreSQL (one grouped row per day, never the orders
 * themselves), so it costs the same for a hundred orders as for a million.
 */
export async function dashboard(ctx: AppContext): Promise<DashboardAnswer> {
  const { today, dates, window } = istDays(ctx.clock.now(), DASHBOARD_DAYS);
  const [orderDays, returnDays, products, categories, stock, drafts, callbacks] = await Promise.all([
    ordersByDay(ctx, window),
    returnsByDay(ctx, window),
    topProducts(ctx, window, 5),
    topCategories(ctx, window, 5),
    lowStock(ctx, LOW_STOCK_THRESHOLD, 10),
    unpaidDrafts(ctx),
    callbacksWaiting(ctx),
  ]);
  const byDay = new Map(orderDays.map((d) => [d.day, d]));
  const returnsOn = new Map(returnDays.map((d) => [d.day, d.returns]));
  const days = dates.map((day) => ({ day, ...NONE, ...byDay.get(day), returns: returnsOn.get(day) ?? 0 }));
  const ranked = (rows: { id: number; name: string; units: number; revenuePaise: number }[]) =>
    rows.map((r) => ({ id: r.id, name: r.name, units: r.units, revenue: toRupees(r.revenuePaise) }));
  return {
    today,
    todaySummary: summarise(days.filter((d) => d.day === today)),
    periodSummary: summarise(days),
    daily: days.map((d) => ({
      day: d.day,
      orders: d.orders,
      revenue: toRupees(d.revenuePaise),
      cancellations: d.cancellations,
      returns: d.returns,
    })),
    topProducts: ranked(products),
    topCategories: ranked(categories),
    lowStock: { threshold: LOW_STOCK_THRESHOLD, ...stock },
    unpaidDrafts: drafts,
    callbacksWaiting: callbacks,
  };
}

import {
  COD_AWAITING_TEXTS,
  type DeliveryStatus,
  ORDER_FLOW,
  type OrderStatus,
  flowIndex,
  isCancelledStatus,
  orderStatusLabel,
} from '@shringar/contracts/orders';
import type { BothLangs, StoreLang } from '@shringar/contracts/store-lang';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { orderStatusHistory } from '../../db/schema/orders.ts';
import { shipmentScans } from '../../db/schema/shipping.ts';
import { historyNoteIn } from './history-notes.ts';
import { loadOwnOrder, type OrderRecord } from './order-access.ts';

/** What a step says when the change carried no note of its own, in each language. */
const DEFAULT_DESCRIPTIONS: BothLangs<Record<OrderStatus, string>> = {
  en: {
    ORDERED: 'Your order has been placed.',
    CONFIRMED: 'Your order has been confirmed by the seller.',
    PACKED: 'Your items have been packed.',
    READY_FOR_SHIPPING: 'Your package is ready to be handed to the courier.',
    SHIPPED: 'Your package is on its way.',
    OUT_FOR_DELIVERY: 'Your package is out for delivery today.',
    DELIVERED: 'Your package has been delivered.',
    CANCELLED: 'This order has been cancelled.',
    CANCELLED_BY_USER: 'You cancelled this order.',
    CANCELLED_BY_SHRINGAR: 'Shringar cancelled this order.',
    RETURNED: 'Your return has been completed.',
    PENDING: 'Waiting for payment.',
  },
  hi: {
    ORDERED: 'आपका ऑर्डर हो गया है।',
    CONFIRMED: 'विक्रेता ने आपका ऑर्डर कन्फ़र्म कर दिया है।',
    PACKED: 'आपके आइटम पैक हो गए हैं।',
    READY_FOR_SHIPPING: 'आपका पैकेज कूरियर को सौंपने के लिए तैयार है।',
    SHIPPED: 'आपका पैकेज रास्ते में है।',
    OUT_FOR_DELIVERY: 'आपका पैकेज आज डिलीवरी के लिए निकला है।',
    DELIVERED: 'आपका पैकेज डिलीवर हो गया है।',
    CANCELLED: 'यह ऑर्डर कैंसिल हो गया है।',
    CANCELLED_BY_USER: 'आपने यह ऑर्डर कैंसिल किया।',
    CANCELLED_BY_SHRINGAR: 'Shringar ने यह ऑर्डर कैंसिल किया।',
    RETURNED: 'आपकी वापसी पूरी हो गई है।',
    PENDING: 'पेमेंट का इंतज़ार है।',
  },
};

/** A sentence's full stop in each language. */
const FULL_STOP: BothLangs = { en: '.', hi: '।' };

type HistoryRow = { status: OrderStatus; note: string | null; createdAt: Date };
/** A courier's scan, under the step of the timeline it belongs to (read from shipping's table). */
type ScanRow = { step: string; description: string; location: string; scannedAt: Date };
type Step = DeliveryStatus['delivery_statuses'][number];

/**
 * GET /order/delivery-status/{id}: the tracking timeline of the shopper's own order, in `lang` (the store's
 * wording; the courier's scans as the courier wrote them).
 */
export async function getDeliveryStatus(
  ctx: AppContext,
  userId: number,
  orderId: string,
  lang: StoreLang = 'en',
): Promise<DeliveryStatus> {
  const order = await loadOwnOrder(ctx.db, userId, orderId);
  const history = await ctx.db
    .select({
      status: orderStatusHistory.status,
      note: orderStatusHistory.note,
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const scans = await ctx.db
    .select({
      step: shipmentScans.orderStep,
      description: shipmentScans.description,
      location: shipmentScans.location,
      scannedAt: shipmentScans.scannedAt,
    })
    .from(shipmentScans)
    .where(eq(shipmentScans.orderId, order.id))
    .orderBy(asc(shipmentScans.scannedAt), asc(shipmentScans.id));
  const timeline = withScans(buildTimeline(order, history, lang), scans);
  return { tracking_id: order.trackingId, delivery_statuses: withCodAwaiting(order, timeline, lang) };
}

/** A COD order waiting for the shopper's confirmation says so under its placed step, dated when it was placed. */
function withCodAwaiting(
  order: Pick<OrderRecord, 'codConfirmation' | 'status' | 'createdAt'>,
  steps: Step[],
  lang: StoreLang,
) {
  if (order.codConfirmation !== 'AWAITING' || isCancelledStatus(order.status)) return steps;
  const waiting = {
    description: `${COD_AWAITING_TEXTS[lang]}${FULL_STOP[lang]}`,
    created_at: order.createdAt.toISOString(),
  };
  return steps.map((step) =>
    step.status === 'ORDERED' ? { ...step, descriptions: [...step.descriptions, waiting] } : step,
  );
}

/**
 * The normal path ORDERED → … → DELIVERED with the steps reached marked completed (a step the courier skipped
 * counts as passed, without a date of its own), then cancellations and returns as they happened. A cancelled
 * order does not show the steps it will never reach. A draft waiting for payment has no timeline yet.
 */
function buildTimeline(
  order: Pick<OrderRecord, 'isDraft' | 'status' | 'createdAt'>,
  history: HistoryRow[],
  lang: StoreLang,
): Step[] {
  if (order.isDraft) return [];
  const byStatus = new Map<OrderStatus, HistoryRow[]>();
  for (const row of history) byStatus.set(row.status, [...(byStatus.get(row.status) ?? []), row]);

  const reached = Math.max(flowIndex(order.status), ...history.map((h) => flowIndex(h.status)), 0);
  const cancelled = isCancelledStatus(order.status);
  const steps: Step[] = [];
  ORDER_FLOW.forEach((status, i) => {
    const rows = byStatus.get(status) ?? [];
    const completed = i <= reached;
    if (cancelled && !completed) return;
    // The order's creation is when it was placed, even if checkout wrote no ORDERED row.
    const firstAt = rows[0]?.createdAt ?? (i === 0 && completed ? order.createdAt : null);
    steps.push({
      status,
      label: orderStatusLabel(status, lang),
      isCompleted: completed,
      created_at: completed ? (firstAt?.toISOString() ?? null) : null,
      descriptions: describe(status, rows, i === 0 && completed && rows.length === 0 ? order.createdAt : null, lang),
    });
  });

  for (const row of history) {
    if (!isCancelledStatus(row.status) && row.status !== 'RETURNED') continue;
    steps.push({
      status: row.status,
      label: orderStatusLabel(row.status, lang),
      isCompleted: true,
      created_at: row.createdAt.toISOString(),
      descriptions: describe(row.status, [row], null, lang),
    });
  }
  return steps;
}

/**
 * The courier's scans under their steps, after what the store wrote there, in the order they happened: its own
 * words and the place ('Shipment picked up from the seller · Mumbai pickup centre').
 */
function withScans(steps: Step[], scans: ScanRow[]): Step[] {
  if (scans.length === 0) return steps;
  return steps.map((step) => {
    const own = scans.filter((s) => s.step === step.status);
    if (own.length === 0 || !step.isCompleted) return step;
    const courier = own.map((s) => ({
      description: s.location ? `${s.description} · ${s.location}` : s.description,
      created_at: s.scannedAt.toISOString(),
    }));
    return { ...step, descriptions: [...step.descriptions, ...courier] };
  });
}

/** A step's descriptions: each change's note (the store's own in `lang`), or the step's default words. */
function describe(status: OrderStatus, rows: HistoryRow[], placedAt: Date | null, lang: StoreLang) {
  const fallback = DEFAULT_DESCRIPTIONS[lang][status];
  if (rows.length === 0 && placedAt) return [{ description: fallback, created_at: placedAt.toISOString() }];
  return rows.map((r) => {
    const note = r.note?.trim();
    return { description: note ? historyNoteIn(lang, note) : fallback, created_at: r.createdAt.toISOString() };
  });
}

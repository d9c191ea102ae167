/**
 * Order statuses with the labels of spec 4 and the transitions an operator may make. Zod-free, so the storefront
 * and the console read them without bundling schemas; orders.ts builds its schemas on them.
 */

import type { BothLangs, StoreLang } from './store-lang.ts';

export const ORDER_STATUSES = [
  'ORDERED',
  'CONFIRMED',
  'PACKED',
  'READY_FOR_SHIPPING',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
  'CANCELLED_BY_USER',
  'CANCELLED_BY_SHRINGAR',
  'RETURNED',
  'PENDING',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A COD order placed while the store asks for confirmation: AWAITING until the shopper (or staff on their behalf)
 * confirms it, then CONFIRMED. It may not be packed while AWAITING. Other orders have none (null).
 */
export const COD_CONFIRMATION_STATES = ['AWAITING', 'CONFIRMED'] as const;
export type CodConfirmationState = (typeof COD_CONFIRMATION_STATES)[number];

/** What the shopper's order page and tracking say while their COD order waits for them. */
export const COD_AWAITING_TEXTS: BothLangs = {
  en: 'Waiting for your confirmation',
  hi: 'आपकी पुष्टि का इंतज़ार है',
};
export const COD_AWAITING_TEXT = COD_AWAITING_TEXTS.en;

/** The label a shopper sees for each status (spec 4, letter for letter). Unknown statuses show their raw text. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ORDERED: 'Order Placed',
  CONFIRMED: 'Order Confirmed',
  PACKED: 'Packed',
  READY_FOR_SHIPPING: 'Ready for Shipping',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out for Delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  CANCELLED_BY_USER: 'Cancelled by You',
  CANCELLED_BY_SHRINGAR: 'Cancelled by Shringar',
  RETURNED: 'Returned',
  PENDING: 'Pending',
};

/** The same labels on the store's Hindi pages. */
export const HINDI_ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ORDERED: 'ऑर्डर हो गया',
  CONFIRMED: 'ऑर्डर कन्फ़र्म',
  PACKED: 'पैक हो गया',
  READY_FOR_SHIPPING: 'शिपिंग के लिए तैयार',
  SHIPPED: 'भेज दिया गया',
  OUT_FOR_DELIVERY: 'डिलीवरी के लिए निकला',
  DELIVERED: 'डिलीवर हो गया',
  CANCELLED: 'कैंसिल हो गया',
  CANCELLED_BY_USER: 'आपने कैंसिल किया',
  CANCELLED_BY_SHRINGAR: 'Shringar ने कैंसिल किया',
  RETURNED: 'वापस किया गया',
  PENDING: 'बाकी है',
};

const STATUS_LABELS: BothLangs<Record<string, string>> = { en: ORDER_STATUS_LABELS, hi: HINDI_ORDER_STATUS_LABELS };

export function orderStatusLabel(status: string, lang: StoreLang = 'en'): string {
  return STATUS_LABELS[lang][status] ?? status;
}

/** The console's words for a status: staff read them about someone else's order, so 'by You' names who. */
export const ADMIN_ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ...ORDER_STATUS_LABELS,
  CANCELLED_BY_USER: 'Cancelled by the shopper',
  CANCELLED_BY_SHRINGAR: 'Cancelled by the store',
};

export function adminOrderStatusLabel(status: string): string {
  return (ADMIN_ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** The normal path of an order: the tracking timeline's steps, in order. */
export const ORDER_FLOW = [
  'ORDERED',
  'CONFIRMED',
  'PACKED',
  'READY_FOR_SHIPPING',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
] as const satisfies readonly OrderStatus[];
export type OrderFlowStatus = (typeof ORDER_FLOW)[number];

export const CANCELLED_STATUSES = [
  'CANCELLED',
  'CANCELLED_BY_USER',
  'CANCELLED_BY_SHRINGAR',
] as const satisfies readonly OrderStatus[];

export const isCancelledStatus = (status: string) => (CANCELLED_STATUSES as readonly string[]).includes(status);

/** Position on the normal path; -1 for PENDING (before it) and for statuses off it. */
export const flowIndex = (status: string) => (ORDER_FLOW as readonly string[]).indexOf(status);

/**
 * Cancel is open while the order is still on its way to `cancelWindowStatus` (SHIPPED by default): a placed
 * or pending order that has not reached it and is not cancelled or returned.
 */
export function isBeforeStatus(status: string, windowStatus: OrderFlowStatus = 'SHIPPED'): boolean {
  if (status === 'PENDING') return true;
  const i = flowIndex(status);
  return i >= 0 && i < flowIndex(windowStatus);
}

/**
 * Where an order may go next. Forward along the normal path, skipping steps if the courier did (the timeline
 * shows skipped steps as passed); a cancellation until SHIPPED; a return once delivered. Cancelled and
 * returned orders are final.
 */
export function allowedNextStatuses(from: OrderStatus): OrderStatus[] {
  if (from === 'RETURNED' || isCancelledStatus(from)) return [];
  if (from === 'DELIVERED') return ['RETURNED'];
  const i = flowIndex(from);
  const forward = ORDER_FLOW.slice(i + 1);
  return isBeforeStatus(from) ? [...forward, ...CANCELLED_STATUSES] : [...forward];
}

export const canTransition = (from: OrderStatus, to: OrderStatus) => allowedNextStatuses(from).includes(to);

import { isCancelledStatus } from '@shringar/contracts/orders';

const DAY_MS = 24 * 60 * 60 * 1000;

// Shoppers and the tax authority read dates in India's time zone, whatever zone the server runs in.
const indianDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '18 Nov 2026' in IST. */
export const formatIndianDate = (date: Date) => indianDate.format(date);

/** The orders list's date line: when it was delivered, cancelled or returned, else when it is expected. */
export function deliveryDateText(
  order: { status: string; createdAt: Date; deliveredAt: Date | null; lastStatusUpdate: Date },
  deliveryDays: number,
): string {
  if (isCancelledStatus(order.status)) return `Cancelled on ${formatIndianDate(order.lastStatusUpdate)}`;
  if (order.status === 'RETURNED') return `Returned on ${formatIndianDate(order.lastStatusUpdate)}`;
  if (order.deliveredAt) return `Delivered on ${formatIndianDate(order.deliveredAt)}`;
  return `Expected by ${formatIndianDate(new Date(order.createdAt.getTime() + deliveryDays * DAY_MS))}`;
}

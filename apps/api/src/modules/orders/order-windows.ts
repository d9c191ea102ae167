import { isBeforeStatus } from '@shringar/contracts/orders';
import type { Settings } from '@shringar/contracts/settings';
import type { OrderRecord } from './order-access.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Window = Pick<Settings, 'cancelWindowStatus' | 'returnWindowDays'>;

/** Cancel is offered for a placed (not draft) order until it reaches the cancel-window status (SHIPPED). */
export function isCancelAvailable(order: Pick<OrderRecord, 'isDraft' | 'status'>, settings: Window): boolean {
  return !order.isDraft && isBeforeStatus(order.status, settings.cancelWindowStatus);
}

/** Returns open when the order is delivered and close returnWindowDays later. */
export function isWithinReturnWindow(
  order: Pick<OrderRecord, 'status' | 'deliveredAt'>,
  settings: Window,
  now: Date,
): boolean {
  if (order.status !== 'DELIVERED' || !order.deliveredAt) return false;
  return now.getTime() < order.deliveredAt.getTime() + settings.returnWindowDays * DAY_MS;
}

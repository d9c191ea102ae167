import { isBeforeStatus } from '@shringar/contracts/orders';
import type { Settings } from '@shringar/contracts/settings';
import type { OrderRecord } from './order-access.ts';

type Window = Pick<Settings, 'cancelWindowStatus'>;

/** Cancel is offered for a placed (not draft) order until it reaches the cancel-window status (SHIPPED). */
export function isCancelAvailable(order: Pick<OrderRecord, 'isDraft' | 'status'>, settings: Window): boolean {
  return !order.isDraft && isBeforeStatus(order.status, settings.cancelWindowStatus);
}

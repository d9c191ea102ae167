import type { AdminOrderRow } from '@shringar/contracts/admin';
import { adminExportOrders } from '@shringar/contracts/endpoints/admin-order-desk';
import { Download, type LucideIcon, Package, Printer, Truck } from 'lucide-react';
import type { ComponentType } from 'react';
import { buildUrl } from '~/lib/api-exchange';
import { adminPaths } from '../kit/admin-paths';
import { BulkShipmentForm } from './bulk-shipment-form';
import { BulkStatusForm } from './bulk-status-form';

/** What an action's dialog is given: the selected orders, and a way to finish (the list then reloads). */
export type BulkDialogProps = { orders: AdminOrderRow[]; onDone: (message: string) => void };

/**
 * One thing staff can do to every selected order. A `dialog` opens its form over the list; a `link` goes to a
 * page (the printable slips); a `download` fetches a file. The sticky bar shows them in this order.
 */
export type BulkAction = { id: string; label: string; icon: LucideIcon } & (
  | { kind: 'dialog'; title: string; Form: ComponentType<BulkDialogProps> }
  | { kind: 'link'; to: (ids: string[]) => string }
  | { kind: 'download'; href: (ids: string[]) => string }
);

/** The orders list's bulk actions; a new one is one more entry here. */
export const ORDER_BULK_ACTIONS: BulkAction[] = [
  { id: 'status', label: 'Change status', icon: Truck, kind: 'dialog', title: 'Change status', Form: BulkStatusForm },
  {
    id: 'shipments',
    label: 'Book shipments & labels',
    icon: Package,
    kind: 'dialog',
    title: 'Book shipments with the courier',
    Form: BulkShipmentForm,
  },
  { id: 'packing-slips', label: 'Print packing slips', icon: Printer, kind: 'link', to: adminPaths.packingSlips },
  {
    id: 'export',
    label: 'Export CSV',
    icon: Download,
    kind: 'download',
    href: (ids) => buildUrl(adminExportOrders.path, { ids: ids.join(',') }),
  },
];

import { isCancelledStatus } from '@shringar/contracts/order-statuses';
import {
  Ban,
  CircleCheck,
  ClipboardCheck,
  Clock,
  Info,
  type LucideIcon,
  Package,
  PackageCheck,
  RotateCcw,
  Truck,
} from 'lucide-react';

export type StatusStyle = { icon: LucideIcon; className: string };

/**
 * The badge's icon and colours for a delivery status (the spec leaves them open): blue while being prepared,
 * amber on the road, green delivered, red cancelled, grey for returns and anything the store does not know.
 * Colour pairs keep a 4.5:1 contrast for the label.
 */
export function statusStyle(status: string): StatusStyle {
  if (isCancelledStatus(status)) return { icon: Ban, className: 'bg-red-50 text-red-800 ring-red-200' };
  switch (status) {
    case 'PENDING':
      return { icon: Clock, className: 'bg-yellow-50 text-yellow-900 ring-yellow-200' };
    case 'ORDERED':
    case 'CONFIRMED':
      return { icon: ClipboardCheck, className: 'bg-blue-50 text-blue-800 ring-blue-200' };
    case 'PACKED':
    case 'READY_FOR_SHIPPING':
      return { icon: Package, className: 'bg-indigo-50 text-indigo-800 ring-indigo-200' };
    case 'SHIPPED':
    case 'OUT_FOR_DELIVERY':
      return { icon: Truck, className: 'bg-amber-50 text-amber-900 ring-amber-200' };
    case 'DELIVERED':
      return { icon: CircleCheck, className: 'bg-green-50 text-green-800 ring-green-200' };
    case 'RETURNED':
      return { icon: RotateCcw, className: 'bg-gray-100 text-gray-800 ring-gray-300' };
    default:
      return { icon: status ? PackageCheck : Info, className: 'bg-gray-100 text-gray-800 ring-gray-300' };
  }
}

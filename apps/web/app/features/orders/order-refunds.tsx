import { formatRupees } from '@shringar/contracts/money';
import { refundDestinationText, type OrderRefund } from '@shringar/contracts/refunds';
import { formatDate } from './order-format';
import { OrderSection } from './order-section';

/** The refunds the store gave on this order (for a return or on the order), with where the money went. */
export function OrderRefunds({ refunds }: { refunds: OrderRefund[] }) {
  const given = refunds.filter((r) => r.status !== 'FAILED');
  if (given.length === 0) return null;
  return (
    <OrderSection title="Refunds">
      <ul className="flex flex-col gap-2 text-sm" data-testid="order-refunds">
        {given.map((r) => (
          <li key={r.refundId} className="text-gray-800">
            <span className="font-medium text-gray-900">{formatRupees(r.amount)}</span> to {refundDestinationText(r)}
            <span className="block text-gray-600">
              {r.status === 'PENDING' ? 'In progress' : 'Refunded'} on {formatDate(r.created_at)}
            </span>
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}

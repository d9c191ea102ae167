import { refundDestinationText, type OrderRefund } from '@shringar/contracts/refunds';
import { useFormat, useLocale, useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';
import { formatDate } from './order-format';
import { OrderSection } from './order-section';

/** The refunds the store gave on this order (for a return or on the order), with where the money went. */
export function OrderRefunds({ refunds }: { refunds: OrderRefund[] }) {
  const t = useMessages(messages);
  const f = useFormat();
  const locale = useLocale();
  const given = refunds.filter((r) => r.status !== 'FAILED');
  if (given.length === 0) return null;
  return (
    <OrderSection title={t.refunds}>
      <ul className="flex flex-col gap-2 text-sm" data-testid="order-refunds">
        {given.map((r) => (
          <li key={r.refundId} className="text-gray-800">
            <span className="font-medium text-gray-900">{f.price(r.amount)}</span>
            {t.refundTo}
            {refundDestinationText(r, locale)}
            <span className="block text-gray-600">
              {t.refundState(r.status === 'PENDING', formatDate(r.created_at, locale))}
            </span>
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}

import type { AdminOrderView } from '@shringar/contracts/admin';
import { adminRefundOrder } from '@shringar/contracts/endpoints/admin';
import { formatRupees } from '@shringar/contracts/money';
import { refundDestinationText } from '@shringar/contracts/refunds';
import { adminCall } from '../kit/api/admin-request';
import { formatAdminTime } from '../kit/format-time';
import { RefundDialog, type RefundRequest } from '../kit/refund-dialog';

const STATE: Record<string, string> = { PENDING: 'in progress', DONE: '', FAILED: 'refused by the gateway' };

/**
 * The order's refunds (for its returns and on the order itself), what is left refundable, and — for staff who
 * may refund — a refund on the order (goodwill, part of the price) that asks the amount and where it goes.
 */
export function OrderRefunds({
  view,
  canRefund,
  onChanged,
}: {
  view: AdminOrderView;
  canRefund: boolean;
  onChanged(message: string): void;
}) {
  const { order, customer } = view;
  const shopper = customer.name || order.address.name;
  const paidOnline = order.paymentMethods.includes('ONLINE') && order.isPaid;
  async function send(request: RefundRequest, idempotencyKey: string) {
    const answer = await adminCall(adminRefundOrder, {
      params: { id: order.id },
      body: request,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return `Refunded ${formatRupees(answer.amount)} to ${shopper}: ${refundDestinationText({
      destination: answer.destination,
      payout: request.payout ?? null,
    })}. Left to refund: ${formatRupees(answer.refundable)}.`;
  }
  return (
    <section aria-labelledby="refunds-heading" className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="refunds-heading" className="font-semibold text-gray-900">
          Refunds
        </h2>
        {canRefund && view.refundable > 0 && !view.isDraft && (
          <RefundDialog
            buttonLabel={`Refund order ${order.id}`}
            title={`Refund order ${order.id}`}
            shopper={shopper}
            maxAmount={view.refundable}
            paidOnline={paidOnline}
            send={send}
            onDone={onChanged}
          />
        )}
      </div>
      <p className="mt-1 text-sm text-gray-700">Left to refund: {formatRupees(view.refundable)}</p>
      {order.refunds.length > 0 && (
        <ul className="mt-2 divide-y divide-gray-100 text-sm" data-testid="order-refunds">
          {order.refunds.map((r) => (
            <li key={r.refundId} className="flex flex-col gap-0.5 py-2">
              <span className="text-gray-900">
                <strong>{formatRupees(r.amount)}</strong> to {refundDestinationText(r)}
                {STATE[r.status] && <span className="text-gray-700"> ({STATE[r.status]})</span>}
              </span>
              <span className="text-gray-600">
                {r.returnId ? `Return ${r.returnId}` : 'On the order'} · {formatAdminTime(r.created_at)}
                {r.reason && ` · ${r.reason}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { BulkStatusAnswer } from '@shringar/contracts/admin-order-desk';
import { adminBulkSetOrderStatus } from '@shringar/contracts/endpoints/admin-order-desk';
import {
  ADMIN_ORDER_STATUS_LABELS,
  allowedNextStatuses,
  isCancelledStatus,
  ORDER_STATUSES,
  type OrderStatus,
} from '@shringar/contracts/order-statuses';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { fieldError, formError } from '../kit/form-errors';
import { SelectField } from '../kit/select-field';
import type { BulkDialogProps } from './bulk-actions';

/** Statuses staff set by hand: not the draft's, and a store cancels as the store (the single change's rule). */
const CHOICES = ORDER_STATUSES.filter((s) => s !== 'PENDING' && s !== 'CANCELLED' && s !== 'CANCELLED_BY_USER');

/** The status most of the selected orders may take next on the normal path: the likely intent. */
function likelyNext(statuses: OrderStatus[]): OrderStatus {
  const votes = new Map<OrderStatus, number>();
  for (const s of statuses) {
    const next = allowedNextStatuses(s).find((n) => !isCancelledStatus(n));
    if (next) votes.set(next, (votes.get(next) ?? 0) + 1);
  }
  return [...votes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'SHIPPED';
}

/**
 * One status and one note for every selected order. Each order is changed by the single change's rules on the
 * server; the answer lists each one as done or refused with its reason, shown here before the dialog closes.
 */
export function BulkStatusForm({ orders, onDone }: BulkDialogProps) {
  const noteId = useId();
  const [status, setStatus] = useState<OrderStatus>(() => likelyNext(orders.map((o) => o.status)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [answer, setAnswer] = useState<BulkStatusAnswer | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      setAnswer(
        await adminCall(adminBulkSetOrderStatus, {
          body: { orderIds: orders.map((o) => o.id), status, ...(note ? { note } : {}) },
        }),
      );
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  if (answer) {
    const summary =
      answer.refused === 0
        ? `${answer.done} ${answer.done === 1 ? 'order' : 'orders'} moved to ${ADMIN_ORDER_STATUS_LABELS[status]}.`
        : `${answer.done} moved to ${ADMIN_ORDER_STATUS_LABELS[status]}, ${answer.refused} refused.`;
    const refused = answer.results.filter((r) => r.outcome === 'refused');
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="font-medium text-gray-900">
          {summary}
        </p>
        {refused.length > 0 && (
          <ul className="flex flex-col gap-2 text-sm" aria-label="Refused orders">
            {refused.map((r) => (
              <li key={r.orderId} className="rounded-lg bg-amber-50 p-2 text-amber-900">
                <span className="font-mono font-medium">{r.orderId}</span>: {r.reason}
              </li>
            ))}
          </ul>
        )}
        <Button onClick={() => onDone(summary)}>Done</Button>
      </div>
    );
  }

  const cancelling = isCancelledStatus(status);
  const message = formError(error, ['orderIds', 'status', 'note']);
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="text-sm text-gray-700">
        {orders.length} {orders.length === 1 ? 'order' : 'orders'} selected. Each one moves only if its own page would
        allow it; the others are listed with the reason.
      </p>
      <SelectField
        label="New status"
        name="status"
        value={status}
        onChange={(e) => setStatus(e.target.value as OrderStatus)}
        options={CHOICES.map((s) => [s, ADMIN_ORDER_STATUS_LABELS[s]] as const)}
        error={fieldError(error, 'status')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium text-gray-800">
          Note for the shoppers’ timelines
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={2}
          maxLength={500}
          className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900"
        />
        {fieldError(error, 'note') && <p className="text-sm text-red-700">{fieldError(error, 'note')}</p>}
      </div>
      {cancelling && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Cancelling returns each order’s stock and wallet part, and refunds what was paid online.
        </p>
      )}
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      <Button type="submit" variant={cancelling ? 'danger' : 'primary'} disabled={busy}>
        {busy ? 'Saving…' : `Update ${orders.length} ${orders.length === 1 ? 'order' : 'orders'}`}
      </Button>
    </form>
  );
}

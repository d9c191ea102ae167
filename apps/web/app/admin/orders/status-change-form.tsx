import { adminSetOrderStatus } from '@shringar/contracts/endpoints/admin';
import {
  ADMIN_ORDER_STATUS_LABELS as ORDER_STATUS_LABELS,
  isCancelledStatus,
  type OrderStatus,
} from '@shringar/contracts/order-statuses';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { fieldError, formError } from '../kit/form-errors';
import { TextField } from '../kit/text-field';

/**
 * Moves the order to one of the statuses it may take next, with a note for the shopper's timeline and the
 * courier's tracking id. A cancellation goes through the store's cancel service: stock and wallet part come
 * back, and the online part is refunded.
 */
export function StatusChangeForm({
  orderId,
  allowed,
  trackingId,
  onChanged,
}: {
  orderId: string;
  allowed: OrderStatus[];
  trackingId: string | null;
  onChanged: (message: string) => void;
}) {
  const selectId = useId();
  const noteId = useId();
  const [status, setStatus] = useState<OrderStatus | ''>(
    allowed.find((s) => !isCancelledStatus(s)) ?? allowed[0] ?? '',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  if (allowed.length === 0) return <p className="text-sm text-gray-700">This order cannot change status any more.</p>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    const tracking = String(form.get('trackingId') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const answer = await adminCall(adminSetOrderStatus, {
        params: { id: orderId },
        body: {
          status: status as OrderStatus,
          ...(note ? { note } : {}),
          ...(tracking && tracking !== trackingId ? { trackingId: tracking } : {}),
        },
      });
      onChanged(`Order is now ${ORDER_STATUS_LABELS[answer.change.to]}.`);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const cancelling = status !== '' && isCancelledStatus(status);
  const message = formError(error, ['status', 'note', 'trackingId']);
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium text-gray-800">
          New status
        </label>
        <select
          id={selectId}
          value={status}
          onChange={(e) => setStatus(e.target.value as OrderStatus)}
          className="h-10 rounded-lg border border-gray-400 bg-white px-2 text-gray-900"
        >
          {allowed.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="text-sm font-medium text-gray-800">
          Note for the shopper’s timeline
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
      <TextField
        label="Tracking id"
        name="trackingId"
        defaultValue={trackingId ?? ''}
        maxLength={60}
        error={fieldError(error, 'trackingId')}
      />
      {cancelling && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Cancelling returns the stock and the wallet part, and refunds what was paid online.
        </p>
      )}
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      <Button type="submit" variant={cancelling ? 'danger' : 'primary'} disabled={busy}>
        {busy ? 'Saving…' : cancelling ? 'Cancel the order' : 'Update status'}
      </Button>
    </form>
  );
}

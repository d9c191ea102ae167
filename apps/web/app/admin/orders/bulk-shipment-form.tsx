import type { BulkShipmentAnswer } from '@shringar/contracts/shipping';
import { adminBulkCreateShipments } from '@shringar/contracts/endpoints/shipping';
import { useState } from 'react';
import { Button, buttonClass } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { formError } from '../kit/form-errors';
import type { BulkDialogProps } from './bulk-actions';

const orders_ = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/**
 * Books a parcel with the courier for every selected order (each order's size from its variants) and offers
 * every label as one PDF. An order already booked keeps its parcel; one the courier cannot book is listed with
 * the reason, and the rest are booked.
 */
export function BulkShipmentForm({ orders, onDone }: BulkDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [answer, setAnswer] = useState<BulkShipmentAnswer | null>(null);

  async function book() {
    setBusy(true);
    setError(null);
    try {
      setAnswer(await adminCall(adminBulkCreateShipments, { body: { orderIds: orders.map((o) => o.id) } }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  if (answer) {
    const booked = answer.shipments.filter((s) => s.created).length;
    const summary =
      `${orders_(booked)} booked with the courier` +
      (answer.shipments.length > booked ? `, ${answer.shipments.length - booked} already booked` : '') +
      (answer.failed.length > 0 ? `, ${answer.failed.length} not booked` : '') +
      '.';
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="font-medium text-gray-900">
          {summary}
        </p>
        {answer.failed.length > 0 && (
          <ul className="flex flex-col gap-2 text-sm" aria-label="Orders not booked">
            {answer.failed.map((f) => (
              <li key={f.orderId} className="rounded-lg bg-amber-50 p-2 text-amber-900">
                <span className="font-mono font-medium">{f.orderId}</span>: {f.message}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {answer.labelsPath && (
            <a href={answer.labelsPath} className={buttonClass('secondary')} download>
              Download {answer.shipments.length === 1 ? 'the label' : `${answer.shipments.length} labels`} (PDF)
            </a>
          )}
          <Button onClick={() => onDone(summary)}>Done</Button>
        </div>
      </div>
    );
  }

  const message = formError(error, ['orderIds']);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        {orders_(orders.length)} selected. Each is booked with the courier with its parcel size from its products; an
        order already booked keeps its parcel, and one that cannot be booked is listed with the reason.
      </p>
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      <Button onClick={() => void book()} disabled={busy}>
        {busy ? 'Booking…' : `Book ${orders_(orders.length)} and make labels`}
      </Button>
    </div>
  );
}

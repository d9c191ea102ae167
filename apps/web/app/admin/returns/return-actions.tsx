import type { ReturnChangeAnswer, ReturnQueueRow } from '@shringar/contracts/admin-returns';
import {
  adminApproveReturn,
  adminReceiveReturn,
  adminRefundReturn,
  adminRejectReturn,
} from '@shringar/contracts/endpoints/admin-returns';
import { formatRupees } from '@shringar/contracts/money';
import { refundDestinationText } from '@shringar/contracts/refunds';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { fieldError, formError } from '../kit/form-errors';
import { RefundDialog, type RefundRequest } from '../kit/refund-dialog';
import { ReceiveForm } from './receive-form';

type Props = {
  row: ReturnQueueRow;
  canManage: boolean;
  canRefund: boolean;
  onChanged: (message: string) => void;
};

const REFUNDABLE = ['APPROVED', 'RECEIVED', 'COMPLETED'];

/**
 * What staff may do next with one return: approve or reject (with the reason the shopper reads) a request,
 * mark an approved one received, refund it (a dialog asks the amount and where to, then confirms). Each button names the
 * return's item in its accessible name, so a screen reader in a table of many knows which one it acts on.
 */
export function ReturnActions({ row, canManage, canRefund, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [rejecting, setRejecting] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const reasonId = useId();
  const item = `${row.productName} (return ${row.returnId})`;

  async function run(call: () => Promise<ReturnChangeAnswer>, done: string) {
    setBusy(true);
    setError(null);
    try {
      const answer = await call();
      onChanged(answer.changed ? done : `Return ${row.returnId} was already so; nothing changed.`);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const params = { id: row.returnId };
  const approve = () =>
    run(() => adminCall(adminApproveReturn, { params, body: {} }), `Return ${row.returnId} approved.`);
  async function receive(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const condition = new FormData(event.currentTarget).get('condition') === 'DAMAGED' ? 'DAMAGED' : 'RESTOCKED';
    await run(
      () => adminCall(adminReceiveReturn, { params, body: { condition } }),
      condition === 'RESTOCKED'
        ? `Return ${row.returnId} received: ${row.quantity} back in stock.`
        : `Return ${row.returnId} received as damaged; stock unchanged.`,
    );
  }
  // A refund stuck with the gateway is retried to the same destination for the amount it was claimed at.
  const retrySource = () =>
    run(
      () => adminCall(adminRefundReturn, { params, body: { destination: 'SOURCE' } }),
      `Return ${row.returnId} refunded to the original payment.`,
    );
  async function sendRefund(request: RefundRequest, idempotencyKey: string) {
    const answer = await adminCall(adminRefundReturn, {
      params,
      body: request,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return answer.changed
      ? `Return ${row.returnId} refunded: ${formatRupees(answer.refundAmount ?? request.amount)} to ${refundDestinationText({ destination: request.destination, payout: request.payout ?? null })}.`
      : `Return ${row.returnId} was already refunded; nothing changed.`;
  }
  async function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    await run(() => adminCall(adminRejectReturn, { params, body: { reason } }), `Return ${row.returnId} rejected.`);
  }

  const message = formError(error, ['reason']);
  const requested = row.status === 'REQUESTED' && canManage;
  const refundable = canRefund && (REFUNDABLE.includes(row.status) || row.status === 'REFUNDING');
  if (!requested && !(row.status === 'APPROVED' && canManage) && !refundable)
    return <span className="text-gray-600">—</span>;

  return (
    <div className="flex min-w-48 flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {requested && (
          <>
            <Button size="sm" onClick={approve} disabled={busy} aria-label={`Approve ${item}`}>
              Approve
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setRejecting((v) => !v)}
              disabled={busy}
              aria-expanded={rejecting}
              aria-label={`Reject ${item}`}
            >
              Reject
            </Button>
          </>
        )}
        {row.status === 'APPROVED' && canManage && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setReceiving((v) => !v)}
            disabled={busy}
            aria-expanded={receiving}
            aria-label={`Mark received ${item}`}
          >
            Mark received
          </Button>
        )}
        {refundable && row.status !== 'REFUNDING' && (
          <RefundDialog
            buttonLabel={`Refund ${item}`}
            title={`Refund return ${row.returnId}`}
            shopper={row.customerName}
            maxAmount={row.refundableAmount}
            paidOnline={row.paidOnline}
            send={sendRefund}
            onDone={onChanged}
          />
        )}
        {refundable && row.status === 'REFUNDING' && (
          <Button
            size="sm"
            variant="secondary"
            onClick={retrySource}
            disabled={busy}
            aria-label={`Retry refund to original payment ${item}`}
          >
            Retry refund to original payment
          </Button>
        )}
      </div>
      {receiving && row.status === 'APPROVED' && canManage && (
        <ReceiveForm item={item} quantity={row.quantity} busy={busy} onSubmit={receive} />
      )}
      {rejecting && requested && (
        <form onSubmit={reject} className="flex flex-col gap-2" noValidate>
          <label htmlFor={reasonId} className="text-sm font-medium text-gray-800">
            Reason for the shopper
          </label>
          <textarea
            id={reasonId}
            name="reason"
            rows={2}
            maxLength={500}
            required
            aria-invalid={fieldError(error, 'reason') ? true : undefined}
            className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900"
          />
          {fieldError(error, 'reason') && <p className="text-sm text-red-700">{fieldError(error, 'reason')}</p>}
          <Button type="submit" size="sm" variant="danger" disabled={busy}>
            Reject the return
          </Button>
        </form>
      )}
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

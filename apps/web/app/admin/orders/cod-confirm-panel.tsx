import { adminConfirmCodOrder } from '@shringar/contracts/endpoints/cod-confirmation';
import { useState } from 'react';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { formError } from '../kit/form-errors';

/**
 * A COD order waiting for its shopper's confirmation cannot be packed. Staff who reached the shopper by phone
 * confirm it for them here (the audit log records who).
 */
export function CodConfirmPanel({ orderId, onConfirmed }: { orderId: string; onConfirmed: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await adminCall(adminConfirmCodOrder, { params: { id: orderId }, body: { note: 'Confirmed by phone' } });
      onConfirmed('Cash on delivery confirmed for the shopper.');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  const message = formError(error, []);
  return (
    <section aria-labelledby="cod-confirm-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="cod-confirm-heading" className="font-semibold text-gray-900">
        COD to confirm
      </h2>
      <p className="mt-1 text-sm text-gray-800">
        The shopper has not confirmed this cash-on-delivery order yet, so it cannot be packed. Confirm it for them after
        speaking to them.
      </p>
      <Button className="mt-3" size="sm" disabled={busy} onClick={() => void confirm()}>
        Confirm for the shopper
      </Button>
      {message && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {message}
        </p>
      )}
    </section>
  );
}

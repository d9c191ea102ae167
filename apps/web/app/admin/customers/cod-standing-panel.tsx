import type { CustomerCodStanding } from '@shringar/contracts/admin-customers';
import { adminSetCustomerCod } from '@shringar/contracts/endpoints/admin-customers';
import { useState } from 'react';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { formError } from '../kit/form-errors';

/**
 * The shopper's cash-on-delivery standing (COD risk controls): COD parcels that came back undelivered, and the
 * "COD allowed" switch the store's refusal limit turns off. Staff with wallet rights may turn it back on (or off);
 * the audit log records who did.
 */
export function CodStandingPanel({
  userId,
  cod,
  canSwitch,
  onDone,
}: {
  userId: number;
  cod: CustomerCodStanding;
  canSwitch: boolean;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function flip() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await adminCall(adminSetCustomerCod, { params: { id: userId }, body: { allowed: !cod.allowed } });
      onDone(answer.allowed ? 'Cash on delivery is allowed again.' : 'Cash on delivery is switched off.');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const message = formError(error, ['allowed']);
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-700">Refused deliveries</dt>
        <dd className="text-right font-semibold text-gray-900" data-testid="cod-refusals">
          {cod.refusals}
        </dd>
        <dt className="text-gray-700">COD allowed</dt>
        <dd className="text-right font-semibold text-gray-900" data-testid="cod-allowed">
          {cod.allowed ? 'Yes' : 'No'}
        </dd>
      </dl>
      {canSwitch && (
        <Button
          type="button"
          variant="secondary"
          role="switch"
          aria-checked={cod.allowed}
          aria-busy={busy}
          disabled={busy}
          onClick={() => void flip()}
        >
          COD allowed
        </Button>
      )}
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

import { adminAdjustWallet } from '@shringar/contracts/endpoints/admin-customers';
import { formatRupees } from '@shringar/contracts/money';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { fieldError, formError } from '../kit/form-errors';
import { TextField } from '../kit/text-field';

/**
 * A credit or debit with the reason the shopper reads in their wallet. One Idempotency-Key per filled-in form,
 * so a double click or a retry after a lost answer applies once; a debit past the balance is refused.
 */
export function WalletAdjustForm({ userId, onDone }: { userId: number; onDone: (message: string) => void }) {
  const typeId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const key = useRef(crypto.randomUUID());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const type = data.get('type') === 'DEBIT' ? 'DEBIT' : 'CREDIT';
    const raw = String(data.get('amount') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const answer = await adminCall(adminAdjustWallet, {
        params: { id: userId },
        // An empty or non-numeric amount goes as text, so the server's message names the field.
        body: {
          type,
          amount: (raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw) as number,
          reason: String(data.get('reason') ?? ''),
        },
        headers: { 'Idempotency-Key': key.current },
      });
      key.current = crypto.randomUUID();
      form.reset();
      onDone(
        `${type === 'CREDIT' ? 'Credited' : 'Debited'} ${formatRupees(answer.amount)}; the wallet holds ${formatRupees(answer.walletAmount)}.`,
      );
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const message = formError(error, ['type', 'amount', 'reason']);
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-col gap-1">
        <label htmlFor={typeId} className="text-sm font-medium text-gray-800">
          Adjustment
        </label>
        <select id={typeId} name="type" className="h-10 rounded-lg border border-gray-400 bg-white px-2 text-gray-900">
          <option value="CREDIT">Credit (add to the wallet)</option>
          <option value="DEBIT">Debit (take from the wallet)</option>
        </select>
      </div>
      <TextField
        name="amount"
        label="Amount in rupees"
        inputMode="decimal"
        autoComplete="off"
        error={fieldError(error, 'amount')}
      />
      <TextField
        name="reason"
        label="Reason (the shopper sees it)"
        maxLength={200}
        autoComplete="off"
        error={fieldError(error, 'reason')}
      />
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Apply to wallet'}
      </Button>
    </form>
  );
}

import { walletAdjustmentBody } from '@shringar/contracts/admin-customers';
import { adminAdjustWallet } from '@shringar/contracts/endpoints/admin-customers';
import { formatRupees } from '@shringar/contracts/money';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '~/ui/button';
import { adminCall, AdminError } from '../kit/api/admin-request';
import { fieldError, formError } from '../kit/form-errors';
import { TextField } from '../kit/text-field';

type WalletAdjustment = { type: 'CREDIT' | 'DEBIT'; amount: number; reason: string };

/**
 * A credit or debit with the reason the shopper reads in their wallet, applied only after a confirmation that
 * names the shopper and the amount in rupees (up to ₹1,00,000 moves in one adjustment). One Idempotency-Key per
 * filled-in form, so a double click or a retry after a lost answer applies once; a debit past the balance is
 * refused.
 */
export function WalletAdjustForm({
  userId,
  shopper,
  onDone,
}: {
  userId: number;
  shopper: string;
  onDone: (message: string) => void;
}) {
  const typeId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Checked by the contract, waiting for the operator to confirm the shopper and the amount.
  const [pending, setPending] = useState<WalletAdjustment | null>(null);
  const key = useRef(crypto.randomUUID());
  const formRef = useRef<HTMLFormElement>(null);

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const raw = String(data.get('amount') ?? '').trim();
    const body = {
      type: data.get('type') === 'DEBIT' ? 'DEBIT' : 'CREDIT',
      amount: raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw,
      reason: String(data.get('reason') ?? ''),
    };
    const checked = walletAdjustmentBody.safeParse(body);
    if (!checked.success) {
      setError(
        new AdminError(
          checked.error.issues[0]!.message,
          400,
          'VALIDATION_ERROR',
          checked.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message })),
        ),
      );
      return;
    }
    setError(null);
    setPending(checked.data);
  }

  async function apply() {
    if (busy || !pending) return;
    const { type } = pending;
    setBusy(true);
    setError(null);
    try {
      const answer = await adminCall(adminAdjustWallet, {
        params: { id: userId },
        body: pending,
        headers: { 'Idempotency-Key': key.current },
      });
      key.current = crypto.randomUUID();
      formRef.current?.reset();
      setPending(null);
      onDone(
        `${type === 'CREDIT' ? 'Credited' : 'Debited'} ${formatRupees(answer.amount)}; the wallet holds ${formatRupees(answer.walletAmount)}.`,
      );
    } catch (e) {
      setError(e);
      setPending(null);
    } finally {
      setBusy(false);
    }
  }

  const message = formError(error, ['type', 'amount', 'reason']);
  return (
    <form ref={formRef} onSubmit={review} className="flex flex-col gap-3" noValidate>
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
      {pending ? (
        <div
          className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
          role="group"
          aria-label="Confirm"
        >
          <p className="text-sm text-gray-900" data-testid="wallet-confirmation">
            {pending.type === 'CREDIT' ? 'Add' : 'Take'} <strong>{formatRupees(pending.amount)}</strong>{' '}
            {pending.type === 'CREDIT' ? 'to' : 'from'} <strong>{shopper}</strong>’s wallet?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void apply()} disabled={busy}>
              {busy ? 'Saving…' : `${pending.type === 'CREDIT' ? 'Credit' : 'Debit'} ${formatRupees(pending.amount)}`}
            </Button>
            <Button variant="secondary" onClick={() => setPending(null)} disabled={busy}>
              Change
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" disabled={busy}>
          Review adjustment
        </Button>
      )}
    </form>
  );
}

import { formatRupees } from '@shringar/contracts/money';
import {
  refundDestinationText,
  returnRefundBody,
  type Payout,
  type PayoutMethod,
  type RefundDestination,
} from '@shringar/contracts/refunds';
import { useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';
import { AdminError } from './api/admin-request';
import { TextField } from './text-field';

/** What the dialog sends: the caller turns it into its endpoint's body (an order's or a return's refund). */
export type RefundRequest = {
  amount: number;
  destination: RefundDestination;
  payout?: Payout;
  reason?: string;
};

type Props = {
  /** Opens the dialog; its accessible name says what is refunded ('Refund order SH123'). */
  buttonLabel: string;
  title: string;
  shopper: string;
  /** Rupees left refundable: the amount field starts at it and may not go above it. */
  maxAmount: number;
  /** Whether the order has a captured online payment to refund to. */
  paidOnline: boolean;
  /** Sends the refund with the dialog's own Idempotency-Key (a double click or a retry refunds once). */
  send(request: RefundRequest, idempotencyKey: string): Promise<string>;
  onDone(message: string): void;
};

type Errors = Partial<
  Record<'amount' | 'destination' | 'upiId' | 'accountLast4' | 'ifsc' | 'reference' | 'form', string>
>;

const DESTINATION_LABELS: Record<RefundDestination, string> = {
  WALLET: 'Shringar wallet (instant)',
  SOURCE: 'Original payment (through the payment gateway)',
  PAYOUT: 'Bank transfer or UPI payout the store made',
};

/** Field errors of the contract's checks, under the dialog's own field names. */
function issuesToErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const last = String(issue.path[issue.path.length - 1] ?? 'form');
    const key = (
      ['amount', 'upiId', 'accountLast4', 'ifsc', 'reference'].includes(last) ? last : 'form'
    ) as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A refund that asks: the amount (all that is left by default, part allowed, never above what is left), where
 * the money goes (the wallet, the original payment, or a bank/UPI payout recorded with its reference), then a
 * confirmation naming the shopper and the amount in rupees before anything moves.
 */
export function RefundDialog({ buttonLabel, title, shopper, maxAmount, paidOnline, send, onDone }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [amount, setAmount] = useState(String(maxAmount));
  const [destination, setDestination] = useState<RefundDestination>(paidOnline ? 'SOURCE' : 'WALLET');
  const [method, setMethod] = useState<PayoutMethod>('UPI');
  const [payoutFields, setPayoutFields] = useState({ upiId: '', accountLast4: '', ifsc: '', reference: '' });
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState<RefundRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef('');

  function start() {
    key.current = crypto.randomUUID();
    setAmount(String(maxAmount));
    setDestination(paidOnline ? 'SOURCE' : 'WALLET');
    setStep('form');
    setErrors({});
    setMounted(true);
    setOpen(true);
  }

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const typed = amount.trim();
    const rupees = typed === '' ? Number.NaN : Number(typed);
    const payout =
      destination !== 'PAYOUT'
        ? undefined
        : method === 'UPI'
          ? { method, upiId: payoutFields.upiId, reference: payoutFields.reference }
          : {
              method,
              accountLast4: payoutFields.accountLast4,
              ifsc: payoutFields.ifsc,
              reference: payoutFields.reference,
            };
    const parsed = returnRefundBody.safeParse({
      amount: rupees,
      destination,
      ...(payout ? { payout } : {}),
      ...(reason.trim() ? { reason } : {}),
    });
    const next = parsed.success ? {} : issuesToErrors(parsed.error.issues);
    if (!Number.isFinite(rupees)) next.amount = 'Amount must be a number of rupees';
    else if (rupees > maxAmount)
      next.amount = `Amount must be at most ${formatRupees(maxAmount)}, what is left to refund`;
    if (!parsed.success || Object.keys(next).length > 0) {
      setErrors(next);
      return;
    }
    setErrors({});
    setChecked({
      amount: parsed.data.amount!,
      destination: parsed.data.destination,
      ...(parsed.data.payout ? { payout: parsed.data.payout } : {}),
      ...(parsed.data.reason ? { reason: parsed.data.reason } : {}),
    });
    setStep('confirm');
  }

  async function confirm() {
    if (!checked || busy) return;
    setBusy(true);
    try {
      const message = await send(checked, key.current);
      setOpen(false);
      onDone(message);
    } catch (error) {
      setErrors({ form: error instanceof AdminError ? error.message : 'Something went wrong. Please try again.' });
      setStep(error instanceof AdminError && error.fieldErrors.length > 0 ? 'form' : 'confirm');
    } finally {
      setBusy(false);
    }
  }

  // A field's message goes once it is typed in again; the rest stay until the next Continue.
  const forget = (field: keyof Errors) => setErrors(({ [field]: _, ...rest }) => rest);
  const setPayout = (field: keyof typeof payoutFields) => (e: { target: { value: string } }) => {
    forget(field);
    setPayoutFields((p) => ({ ...p, [field]: e.target.value }));
  };
  const destinations: RefundDestination[] = paidOnline ? ['SOURCE', 'WALLET', 'PAYOUT'] : ['WALLET', 'PAYOUT'];

  return (
    <>
      <Button size="sm" onClick={start} aria-label={buttonLabel}>
        Refund…
      </Button>
      {mounted &&
        createPortal(
          <Dialog open={open} onClose={() => setOpen(false)} title={title}>
            {step === 'form' ? (
              <form onSubmit={review} noValidate className="flex flex-col gap-4" aria-describedby={`${id}-left`}>
                <p id={`${id}-left`} className="text-sm text-gray-800">
                  Left to refund to {shopper}: <strong>{formatRupees(maxAmount)}</strong>
                </p>
                <TextField
                  label="Amount in rupees"
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(e) => {
                    forget('amount');
                    setAmount(e.target.value);
                  }}
                  error={errors.amount}
                  hint="All that is left, or less for a part refund"
                />
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-medium text-gray-800">Refund to</legend>
                  {destinations.map((d) => (
                    <label key={d} className="flex items-center gap-2 text-sm text-gray-900">
                      <input
                        type="radio"
                        name={`${id}-destination`}
                        value={d}
                        checked={destination === d}
                        onChange={() => setDestination(d)}
                        className="size-4"
                      />
                      {DESTINATION_LABELS[d]}
                    </label>
                  ))}
                </fieldset>
                {destination === 'PAYOUT' && (
                  <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3">
                    <legend className="px-1 text-sm font-medium text-gray-800">Payout details</legend>
                    <div className="flex flex-wrap gap-4">
                      {(['UPI', 'BANK'] as const).map((m) => (
                        <label key={m} className="flex items-center gap-2 text-sm text-gray-900">
                          <input
                            type="radio"
                            name={`${id}-method`}
                            checked={method === m}
                            onChange={() => setMethod(m)}
                            className="size-4"
                          />
                          {m === 'UPI' ? 'UPI' : 'Bank transfer (NEFT/IMPS)'}
                        </label>
                      ))}
                    </div>
                    {method === 'UPI' ? (
                      <TextField
                        label="UPI id"
                        autoComplete="off"
                        value={payoutFields.upiId}
                        onChange={setPayout('upiId')}
                        error={errors.upiId}
                        hint="e.g. name@okaxis"
                      />
                    ) : (
                      <div className="grid gap-3 sm:grid-cols-2">
                        <TextField
                          label="Account number, last 4 digits"
                          inputMode="numeric"
                          maxLength={4}
                          autoComplete="off"
                          value={payoutFields.accountLast4}
                          onChange={setPayout('accountLast4')}
                          error={errors.accountLast4}
                        />
                        <TextField
                          label="IFSC"
                          autoComplete="off"
                          value={payoutFields.ifsc}
                          onChange={setPayout('ifsc')}
                          error={errors.ifsc}
                        />
                      </div>
                    )}
                    <TextField
                      label="Payout reference (UTR)"
                      autoComplete="off"
                      value={payoutFields.reference}
                      onChange={setPayout('reference')}
                      error={errors.reference}
                      hint="The bank's or UPI app's reference for the transfer already made"
                    />
                  </fieldset>
                )}
                <TextField
                  label="Note (optional)"
                  maxLength={200}
                  autoComplete="off"
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
                {errors.form && (
                  <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                    {errors.form}
                  </p>
                )}
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="secondary" onClick={() => setOpen(false)}>
                    Cancel
                  </Button>
                  <Button type="submit">Continue</Button>
                </div>
              </form>
            ) : (
              <div className="flex flex-col gap-4">
                <p className="text-base text-gray-900" data-testid="refund-confirmation">
                  Refund <strong>{formatRupees(checked!.amount)}</strong> to <strong>{shopper}</strong>:{' '}
                  {refundDestinationText({ destination: checked!.destination, payout: checked!.payout ?? null })}?
                </p>
                {checked!.destination === 'PAYOUT' && (
                  <p className="text-sm text-gray-700">
                    This records a payout the store has made; no money moves from here.
                  </p>
                )}
                {errors.form && (
                  <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                    {errors.form}
                  </p>
                )}
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="secondary" onClick={() => setStep('form')} disabled={busy}>
                    Back
                  </Button>
                  <Button onClick={() => void confirm()} disabled={busy}>
                    {busy ? 'Refunding…' : `Refund ${formatRupees(checked!.amount)}`}
                  </Button>
                </div>
              </div>
            )}
          </Dialog>,
          document.body,
        )}
    </>
  );
}

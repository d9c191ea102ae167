import { formatRupees } from '@shringar/contracts/money';
import { CheckCircle2, XCircle, Clock } from 'lucide-react';
import type { AddMoneyResult } from './api/use-add-money';

export const TOP_UP_MESSAGES = {
  cancelled: 'Payment was cancelled. No money was added to your wallet.',
  failed: 'Payment failed. No money was added to your wallet. Please try again.',
  unverified: 'Payment received but not confirmed yet. Your balance will update shortly.',
} as const;

/** What became of the last top-up, announced to screen readers as it appears. */
export function TopUpOutcome({ result }: { result: AddMoneyResult }) {
  if (result.kind === 'credited')
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-green-50 p-3 text-sm text-green-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {formatRupees(result.amount)} added to your wallet. New balance: {formatRupees(result.balance)}.
      </p>
    );
  if (result.kind === 'unverified')
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {TOP_UP_MESSAGES.unverified}
      </p>
    );
  const message =
    result.kind === 'refused'
      ? result.message
      : result.kind === 'cancelled'
        ? TOP_UP_MESSAGES.cancelled
        : result.reason
          ? `Payment failed: ${result.reason.replace(/\.+$/, '')}. No money was added to your wallet.`
          : TOP_UP_MESSAGES.failed;
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900">
      <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

import { CheckCircle2, XCircle, Clock } from 'lucide-react';
import { useErrorMessage, useFormat, useMessages } from '~/lib/i18n/i18n';
import type { AddMoneyResult } from './api/use-add-money';
import { messages } from './messages';

/** What became of the last top-up, announced to screen readers as it appears. */
export function TopUpOutcome({ result }: { result: AddMoneyResult }) {
  const t = useMessages(messages);
  const f = useFormat();
  const errorText = useErrorMessage();
  if (result.kind === 'credited')
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-green-50 p-3 text-sm text-green-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t.credited(f.price(result.amount), f.price(result.balance))}
      </p>
    );
  if (result.kind === 'unverified')
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t.unverified}
      </p>
    );
  const message =
    result.kind === 'refused'
      ? errorText(result.error, t.couldNotStart)
      : result.kind === 'cancelled'
        ? t.cancelled
        : result.reason
          ? t.failedBecause(result.reason.replace(/\.+$/, ''))
          : t.failed;
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900">
      <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

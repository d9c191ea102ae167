import type { BulkReturnAction, BulkReturnAnswer, ReturnQueueRow } from '@shringar/contracts/admin-returns';
import { adminBulkDecideReturns } from '@shringar/contracts/endpoints/admin-returns';
import { ADMIN_RETURN_STATUS_LABELS } from '@shringar/contracts/orders';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { fieldError, formError } from '../kit/form-errors';

export const BULK_RETURN_TITLES: Record<BulkReturnAction, string> = {
  approve: 'Approve returns',
  receive: 'Mark returns received',
  reject: 'Reject returns',
};

const NOTE_LABELS: Record<BulkReturnAction, string> = {
  approve: 'Note added to each shopper’s message (optional)',
  receive: '',
  reject: 'Reason the shoppers read',
};

const noun = (n: number) => `${n} ${n === 1 ? 'return' : 'returns'}`;

/**
 * One decision for every selected return: approve (with an optional note), mark received (restocked or
 * damaged) or reject (with the one reason every shopper reads). Each return is decided by its single call's
 * rules on the server; the answer lists each as done or refused with its reason, shown before the dialog closes.
 */
export function ReturnBulkForm({
  action,
  returns,
  onDone,
}: {
  action: BulkReturnAction;
  returns: ReturnQueueRow[];
  onDone: (message: string) => void;
}) {
  const noteId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [answer, setAnswer] = useState<BulkReturnAnswer | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    const condition = form.get('condition') === 'DAMAGED' ? 'DAMAGED' : 'RESTOCKED';
    setBusy(true);
    setError(null);
    try {
      setAnswer(
        await adminCall(adminBulkDecideReturns, {
          body: {
            returnIds: returns.map((r) => r.returnId),
            action,
            ...(note ? { note } : {}),
            ...(action === 'receive' ? { condition } : {}),
          },
        }),
      );
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  if (answer) {
    const summary =
      answer.refused === 0 ? `${noun(answer.done)} updated.` : `${answer.done} updated, ${answer.refused} refused.`;
    const refused = answer.results.filter((r) => r.outcome === 'refused');
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="font-medium text-gray-900">
          {summary}
        </p>
        {refused.length > 0 && (
          <ul className="flex flex-col gap-2 text-sm" aria-label="Refused returns">
            {refused.map((r) => (
              <li key={r.returnId} className="rounded-lg bg-amber-50 p-2 text-amber-900">
                <span className="font-medium">Return {r.returnId}</span>
                {r.status && ` (${ADMIN_RETURN_STATUS_LABELS[r.status]})`}: {r.reason}
              </li>
            ))}
          </ul>
        )}
        <Button onClick={() => onDone(summary)}>Done</Button>
      </div>
    );
  }

  const message = formError(error, ['returnIds', 'note', 'condition']);
  const noteError = fieldError(error, 'note');
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="text-sm text-gray-700">
        {noun(returns.length)} selected. Each one changes only if its own buttons would allow it; the others are listed
        with the reason.
      </p>
      {action === 'receive' ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-gray-800">What came back?</legend>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input type="radio" name="condition" value="RESTOCKED" defaultChecked className="size-4" />
            Sellable: back in stock
          </label>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input type="radio" name="condition" value="DAMAGED" className="size-4" />
            Damaged: not back in stock
          </label>
        </fieldset>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={noteId} className="text-sm font-medium text-gray-800">
            {NOTE_LABELS[action]}
          </label>
          <textarea
            id={noteId}
            name="note"
            rows={2}
            maxLength={500}
            required={action === 'reject'}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
            className="rounded-lg border border-gray-400 bg-white px-3 py-2 text-gray-900"
          />
          {noteError && (
            <p id={`${noteId}-error`} className="text-sm text-red-700">
              {noteError}
            </p>
          )}
        </div>
      )}
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      <Button type="submit" variant={action === 'reject' ? 'danger' : 'primary'} disabled={busy}>
        {busy ? 'Saving…' : `${BULK_RETURN_TITLES[action].split(' ')[0]} ${noun(returns.length)}`}
      </Button>
    </form>
  );
}

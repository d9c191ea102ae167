import { CALLBACK_STATUSES, type AdminCallback, type CallbackStatus } from '@shringar/contracts/admin-content';
import { adminUpdateCallback } from '@shringar/contracts/endpoints/admin-content';
import { useId } from 'react';
import { Button } from '~/ui/button';
import { adminCall } from '../kit/api/admin-request';
import { fieldError, formError } from '../kit/form-errors';
import { useFormSubmit } from '../kit/use-form-submit';
import { CALLBACK_LABELS } from './callback-labels';

/** A request's status and the note of the call, saved together. */
export function CallbackRowForm({ request, onSaved }: { request: AdminCallback; onSaved: (message: string) => void }) {
  const id = useId();
  const { busy, error, onSubmit } = useFormSubmit(async (form) => {
    const saved = await adminCall(adminUpdateCallback, {
      params: { id: String(request.id) } as never,
      body: { status: form.get('status') as CallbackStatus, note: String(form.get('note') ?? '') },
    });
    onSaved(`Call-back for ${saved.phone} marked ${CALLBACK_LABELS[saved.status].toLowerCase()}.`);
  });

  const noteError = fieldError(error, 'note');
  const message = formError(error, ['note', 'status']);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-2"
      aria-label={`Update the call-back for ${request.phone}`}
    >
      <div className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-status`} className="sr-only">
          Status
        </label>
        <select
          id={`${id}-status`}
          name="status"
          defaultValue={request.status === 'NEW' ? 'CALLED' : request.status}
          className="h-9 rounded-lg border border-gray-400 bg-white px-2 text-sm"
        >
          {CALLBACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CALLBACK_LABELS[s]}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </div>
      <label htmlFor={`${id}-note`} className="text-xs font-medium text-gray-800">
        Note
      </label>
      <textarea
        id={`${id}-note`}
        name="note"
        rows={2}
        defaultValue={request.note ?? ''}
        aria-invalid={noteError ? true : undefined}
        className="min-w-56 rounded-lg border border-gray-400 bg-white px-2 py-1 text-sm"
      />
      {(noteError || message) && (
        <p role="alert" className="text-sm text-red-700">
          {noteError ?? message}
        </p>
      )}
    </form>
  );
}

import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '~/ui/button';
import { formError } from './form-errors';
import { FormAlert } from './form-alert';
import { StaleWriteNotice } from './stale-write-notice';
import { withParams } from './table/url-state';

/**
 * The add-or-edit form of a console list: its heading says which, Cancel leaves edit mode, and the call's
 * failure shows above the button unless a field already shows it.
 */
export function EditPanel({
  title,
  editing,
  busy,
  error,
  fields,
  onSubmit,
  onReload,
  formProps,
  children,
}: {
  title: string;
  editing: boolean;
  busy: boolean;
  error: unknown;
  fields: string[];
  onSubmit: (form: FormData, element: HTMLFormElement) => void;
  /** Shows the record as stored now, after a save refused as stale. */
  onReload: () => void;
  /** The unsaved-changes guard's hold on the form (useFormChangesGuard). */
  formProps?: { ref: RefObject<HTMLFormElement | null>; onFocusCapture: () => void };
  children: ReactNode;
}) {
  const [search] = useSearchParams();
  const headingId = `${title.replace(/\W+/g, '-').toLowerCase()}-heading`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(new FormData(event.currentTarget), event.currentTarget);
  };
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <form className="mt-3 flex flex-col gap-4" onSubmit={submit} noValidate {...formProps}>
        {children}
        <StaleWriteNotice error={error} onReload={onReload} />
        <FormAlert message={formError(error, fields)} />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : editing ? 'Save changes' : 'Add'}
          </Button>
          {editing && (
            <Link to={withParams(search, { edit: null })} className={buttonClass('ghost')}>
              Cancel
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}

/** A whole number from a form field ('' → the fallback), leaving bad input for the server to name. */
export const wholeNumber = (value: FormDataEntryValue | null, fallback = 0) =>
  value === null || String(value).trim() === '' ? fallback : Number(value);

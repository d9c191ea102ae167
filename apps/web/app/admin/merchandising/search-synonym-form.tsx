import type { Versioned } from '@shringar/contracts/record-version';
import type { AdminSearchSynonym, SearchSynonymBody } from '@shringar/contracts/admin-search';
import { adminCreateSearchSynonym, adminUpdateSearchSynonym } from '@shringar/contracts/endpoints/admin-search';
import { useId } from 'react';
import { Button } from '~/ui/button';
import { AdminError, adminCall } from '../kit/api/admin-request';
import { useFormChangesGuard } from '../kit/form-changes-guard';
import { fieldError, formError } from '../kit/form-errors';
import { StaleWriteNotice } from '../kit/stale-write-notice';
import { TextField } from '../kit/text-field';
import { useFormSubmit } from '../kit/use-form-submit';

const FIELDS = ['term', 'expansions'];

/** The words typed in one box, split at commas: 'jhumka, earring' → ['jhumka', 'earring']. */
const wordsOf = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

/** An error about the list or about one of its words (the API names `expansions` or `expansions.N`). */
function expansionsError(error: unknown): string | undefined {
  if (!(error instanceof AdminError)) return undefined;
  return error.fieldErrors.find((e) => e.field === 'expansions' || e.field.startsWith('expansions.'))?.message;
}

/** Adds a synonym, or changes the one given. */
export function SearchSynonymForm({
  synonym,
  onSaved,
  onCancel,
  onReload,
}: {
  synonym: Versioned<AdminSearchSynonym> | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
  /** The synonym as stored now, after a save refused as stale. */
  onReload: () => void;
}) {
  const id = useId();
  const guard = useFormChangesGuard();
  const { busy, error, onSubmit } = useFormSubmit(async (form) => {
    const body: SearchSynonymBody = {
      term: String(form.get('term') ?? ''),
      expansions: wordsOf(String(form.get('expansions') ?? '')),
    };
    const saved = synonym
      ? await adminCall(adminUpdateSearchSynonym, {
          params: { id: String(synonym.id) } as never,
          body,
          version: synonym.version,
        })
      : await adminCall(adminCreateSearchSynonym, { body });
    guard.saved();
    onSaved(
      `“${saved.term}” ${synonym ? 'saved' : 'added'}: it finds ${saved.expansions.map((w) => `“${w}”`).join(', ')} too.`,
    );
  });

  const message = formError(error, FIELDS);
  return (
    <>
      <form
        key={synonym?.id ?? 'new'}
        {...guard.formProps}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${id}-heading`}
        className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 md:grid-cols-[14rem_1fr]"
      >
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900 md:col-span-2">
          {synonym ? 'Edit the synonym' : 'Add a synonym'}
        </h2>
        <TextField
          label="Word shoppers type"
          name="term"
          defaultValue={synonym?.term ?? ''}
          hint="One word; Devanagari is saved in Latin letters (सिंदूर → sindur)"
          required
          autoComplete="off"
          error={fieldError(error, 'term')}
        />
        <TextField
          label="Also finds"
          name="expansions"
          defaultValue={synonym?.expansions.join(', ') ?? ''}
          hint="Words from the catalogue, separated by commas"
          required
          autoComplete="off"
          error={expansionsError(error)}
        />
        <div className="flex gap-2 md:col-span-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : synonym ? 'Save synonym' : 'Add synonym'}
          </Button>
          {synonym && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
        <div className="empty:hidden md:col-span-2">
          <StaleWriteNotice error={error} onReload={onReload} />
        </div>
        {message && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 md:col-span-2">
            {message}
          </p>
        )}
      </form>
      {guard.dialog}
    </>
  );
}

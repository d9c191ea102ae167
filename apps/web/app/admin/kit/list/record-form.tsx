import { Fragment, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { EditPanel } from '../edit-panel';
import { useFormChangesGuard } from '../form-changes-guard';
import { useRecordSave } from './use-record-save';

/** A stored record as a console list holds it: its id and the version its edit is based on (sent as If-Match). */
export type VersionedRecord = { id: number; version: string };

/** The key that mounts a record's form afresh when another record, or a newer version of it, is edited. */
export const recordKey = (editing: VersionedRecord | null) => (editing ? `${editing.id}:${editing.version}` : 'new');

export type RecordSave<T extends VersionedRecord, B> = {
  /** The request body from the form's fields (a field's state that is no input travels in a hidden input). */
  readBody: (form: FormData) => B;
  create: (body: B) => Promise<unknown>;
  /** Saves over `record`; the call sends `record.version` as If-Match. */
  update: (record: T, body: B) => Promise<unknown>;
};

/** Another page, or another record in edit (or none: Cancel), drops what the form holds. */
const leavesRecord = (current: Location, next: Location) =>
  current.pathname !== next.pathname ||
  new URLSearchParams(current.search).get('edit') !== new URLSearchParams(next.search).get('edit');

/**
 * The add-or-edit form of a console list: the edit panel (heading, Save or Add, Cancel, the stale-write notice,
 * the call's failure) saving through `create` or `update`. Its fields get the call's failure to show beside
 * each field the server named; render it with `key={recordKey(editing)}`. Leaving it with unsaved changes
 * (another page, another row's Edit, Cancel) asks first, as the product and settings forms do.
 */
export function RecordForm<T extends VersionedRecord, B>({
  editing,
  title,
  fields,
  save: { readBody, create, update },
  onSaved,
  children,
}: {
  editing: T | null;
  title: string;
  /** The fields the form shows errors beside; any other failure shows above the button. */
  fields: string[];
  save: RecordSave<T, B>;
  onSaved: () => void;
  children: (error: unknown) => ReactNode;
}) {
  const { busy, error, save, reload, fresh } = useRecordSave({ editing: editing !== null, onSaved });
  const guard = useFormChangesGuard(leavesRecord);
  const submit = (form: FormData, element: HTMLFormElement) => {
    const body = readBody(form);
    void save(() => (editing ? update(editing, body) : create(body)), element, guard.saved);
  };
  return (
    <>
      <EditPanel
        title={title}
        editing={editing !== null}
        busy={busy}
        error={error}
        fields={fields}
        onReload={reload}
        onSubmit={submit}
        formProps={guard.formProps}
      >
        <Fragment key={fresh}>{children(error)}</Fragment>
      </EditPanel>
      {guard.dialog}
    </>
  );
}

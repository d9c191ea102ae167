import type { ReactNode } from 'react';
import { ActiveBadge, RowActions } from '../row-actions';
import { type Column, DataTable } from '../table/data-table';
import { RecordForm, recordKey, type RecordSave, type VersionedRecord } from './record-form';
import { useListRecords } from './use-list-records';

/** A record shoppers see only while it is active. */
export type ActiveRecord = VersionedRecord & { isActive: boolean };

/**
 * A console list one operator edits: the heading, the add-or-edit form above, then the table, its first column
 * the row's header, followed by Status and Changes (Edit, Activate or Deactivate, Delete). Deactivating saves
 * the record as read (`bodyOf`) with only `isActive` turned, against its version.
 */
export function ListEditPage<T extends ActiveRecord, B extends { isActive?: boolean | undefined }>({
  heading,
  records,
  caption,
  columns: [head, ...columns],
  nameOf,
  formTitle,
  fields,
  bodyOf,
  save,
  remove,
  children,
}: {
  heading: string;
  records: readonly T[];
  /** What the table lists, for screen readers. */
  caption: string;
  columns: [Column<T>, ...Column<T>[]];
  /** How a row's controls name the record (hidden text after Edit, Delete…). */
  nameOf: (record: T) => string;
  formTitle: (editing: T | null) => string;
  fields: string[];
  bodyOf: (record: T) => B;
  save: RecordSave<T, B>;
  remove?: (record: T) => Promise<unknown>;
  /** The form's fields for the record in edit (null: a new one), with the call's failure to show. */
  children: (editing: T | null, error: unknown) => ReactNode;
}) {
  const { editing, refresh } = useListRecords(records);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{heading}</h1>
      <RecordForm
        key={recordKey(editing)}
        editing={editing}
        title={formTitle(editing)}
        fields={fields}
        save={save}
        onSaved={refresh}
      >
        {(error) => children(editing, error)}
      </RecordForm>
      <DataTable
        caption={caption}
        wide
        rows={records}
        rowKey={(record) => record.id}
        columns={[
          head,
          ...columns,
          { label: 'Status', cell: (record) => <ActiveBadge isActive={record.isActive} /> },
          {
            label: 'Changes',
            cell: (record) => (
              <RowActions
                id={record.id}
                name={nameOf(record)}
                isActive={record.isActive}
                onToggle={() => save.update(record, { ...bodyOf(record), isActive: !record.isActive })}
                {...(remove ? { onDelete: () => remove(record) } : {})}
                onDone={refresh}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

/** A row's header: a small picture beside the name, with a second line under it. */
export function PictureName({
  src,
  size,
  name,
  children,
}: {
  src: string;
  size: 32 | 40;
  name: string;
  children?: ReactNode;
}) {
  return (
    <span className="flex items-center gap-2">
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className={`${size === 40 ? 'size-10' : 'size-8'} rounded object-cover`}
      />
      <span>
        {name}
        {children}
      </span>
    </span>
  );
}

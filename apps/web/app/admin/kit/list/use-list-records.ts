import { useRevalidator, useSearchParams } from 'react-router';
import type { VersionedRecord } from './record-form';

/**
 * A console list's state from the URL: the record in edit (`?edit=<id>`, so an edit view can be reloaded or
 * shared) and `refresh`, which reloads the list after a change.
 */
export function useListRecords<T extends VersionedRecord>(records: readonly T[]) {
  const [search] = useSearchParams();
  const revalidator = useRevalidator();
  const editing = records.find((r) => String(r.id) === search.get('edit')) ?? null;
  return { editing, refresh: () => void revalidator.revalidate() };
}

import type { Endpoint, ResponseOf } from '@shringar/contracts/endpoint';
import { adminCall, AdminError } from './admin-request';
import { loaderFailure } from './loader-failure';

/**
 * A console table's loader: the named filters, sort and page come from the URL; a filter the server refuses (400)
 * is shown above an empty table instead of replacing the page; any other failure is the loader's failure.
 */
export async function loadFilteredList<E extends Endpoint>(
  endpoint: E,
  filters: readonly string[],
  request: Request,
): Promise<(ResponseOf<E> & { error: undefined }) | { items: never[]; pagination: null; error: string }> {
  const search = new URL(request.url).searchParams;
  const query = Object.fromEntries(filters.map((f) => [f, search.get(f) || undefined]));
  try {
    const page = (await adminCall(endpoint, { query } as never, request.signal)) as ResponseOf<E> & object;
    return Object.assign(page, { error: undefined });
  } catch (error) {
    if (error instanceof AdminError && error.status === 400)
      return { items: [], pagination: null, error: error.message };
    return loaderFailure(error, request);
  }
}

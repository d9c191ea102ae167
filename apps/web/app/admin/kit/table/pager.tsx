import type { Pagination } from '@shringar/contracts/pagination';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/ui/button';
import { withParams } from './url-state';

/** Previous and next pages as links (the page lives in the URL with the filters). */
export function Pager({ pagination, label }: { pagination: Pagination; label: string }) {
  const [search] = useSearchParams();
  if (pagination.totalPages <= 1) return null;
  const page = pagination.currentPage;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-4 text-sm text-gray-700">
      <p>
        Page {page} of {pagination.totalPages} · {pagination.totalItems} entries
      </p>
      <div className="flex gap-2">
        {pagination.hasPreviousPage && (
          <Link className={buttonClass('secondary', 'sm')} to={withParams(search, { page: page - 1 })}>
            Previous page
          </Link>
        )}
        {pagination.hasNextPage && (
          <Link className={buttonClass('secondary', 'sm')} to={withParams(search, { page: page + 1 })}>
            Next page
          </Link>
        )}
      </div>
    </nav>
  );
}

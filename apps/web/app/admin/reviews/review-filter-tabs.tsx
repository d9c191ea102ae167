import { REVIEW_QUEUE_FILTER_LABELS, REVIEW_QUEUE_FILTERS } from '@shringar/contracts/review-moderation';
import { Link, useSearchParams } from 'react-router';
import { withParams } from '../kit/table/url-state';

/** Which reviews the queue shows, in the URL; waiting reviews first (the server's default). */
export function ReviewFilterTabs() {
  const [search] = useSearchParams();
  const current = search.get('filter') ?? 'pending';
  return (
    <nav aria-label="Which reviews">
      <ul className="flex flex-wrap gap-2">
        {REVIEW_QUEUE_FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              to={withParams(search, { filter, page: null })}
              replace
              aria-current={current === filter ? 'page' : undefined}
              className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium ${
                current === filter
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600'
              }`}
            >
              {REVIEW_QUEUE_FILTER_LABELS[filter]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

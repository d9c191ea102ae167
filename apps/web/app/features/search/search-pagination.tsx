import { ChevronLeft, ChevronRight } from '~/ui/icons';
import { useMessages } from '~/lib/i18n/i18n';
import { paginationMessages } from './pagination-messages';

/** Spec 9: the search pagination bar shows at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/** The page numbers to show: a window of at most 5 around the current page, kept inside 1..total. */
export function pageWindow(current: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  if (total <= 0) return [];
  const size = Math.min(max, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

const BASE =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';

export function SearchPagination({
  current,
  total,
  onPage,
}: {
  current: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useMessages(paginationMessages);
  if (total <= 1) return null;
  return (
    <nav aria-label={t.pages} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${BASE} border-gray-300 bg-white text-gray-700 hover:border-brand-600`}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only sm:not-sr-only">{t.previous}</span>
      </button>
      {pageWindow(current, total).map((n) => (
        <button
          key={n}
          type="button"
          aria-label={t.page(n)}
          aria-current={n === current ? 'page' : undefined}
          onClick={() => onPage(n)}
          className={`${BASE} ${n === current ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-300 bg-white text-gray-700 hover:border-brand-600'}`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={`${BASE} border-gray-300 bg-white text-gray-700 hover:border-brand-600`}
        disabled={current >= total}
        onClick={() => onPage(current + 1)}
      >
        <span className="sr-only sm:not-sr-only">{t.next}</span>
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}

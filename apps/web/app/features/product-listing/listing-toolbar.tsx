import type { CatalogueSort } from '@shringar/contracts/catalogue';
import { Search, X } from '~/ui/icons';
import { RefreshCw } from './refresh-icon';
import { useId } from 'react';
import { Button } from '~/ui/button';
import { catalogueMessages, SORT_OPTIONS } from '~/features/catalogue/catalogue.public';
import { hasAnyFilter, type ListingFilters } from './listing-filters';
import { type FilterDraft, pricesOutOfOrder } from './use-listing-filters';
import { useMessages } from '~/lib/i18n/i18n';
import { toolbarMessages as messages } from './toolbar-messages';

const inputClass =
  'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600';

/** Price inputs take digits and one decimal point only (rupees, up to 2 decimals). */
const priceInput = (value: string) => {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole.slice(0, 7)}.${rest.join('').slice(0, 2)}` : whole.slice(0, 7);
};

/** Spec 2: sort dropdown, Refresh, search box, minimum and maximum price, Clear Filters. */
export function ListingToolbar({
  applied,
  draft,
  refreshing,
  onDraft,
  onSort,
  onRefresh,
  onClear,
}: {
  applied: ListingFilters;
  draft: FilterDraft;
  refreshing: boolean;
  onDraft: (field: keyof FilterDraft, value: string) => void;
  onSort: (sort: CatalogueSort) => void;
  onRefresh: () => void;
  onClear: () => void;
}) {
  const t = useMessages(messages);
  const sortLabels = useMessages(catalogueMessages).sort;
  const id = useId();
  const priceError = pricesOutOfOrder(draft);
  const anyDraft = draft.q !== '' || draft.minPrice !== '' || draft.maxPrice !== '';
  return (
    <section
      aria-label={t.sortAndFilter}
      className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="relative flex-1">
          <label htmlFor={`${id}-q`} className="mb-1 block text-xs font-medium text-gray-700">
            {t.searchIn}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-gray-500" />
          <input
            id={`${id}-q`}
            type="search"
            value={draft.q}
            maxLength={100}
            placeholder={t.searchPlaceholder}
            onChange={(e) => onDraft('q', e.target.value)}
            className={`${inputClass} pl-9`}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 md:w-64">
          <div>
            <label htmlFor={`${id}-min`} className="mb-1 block text-xs font-medium text-gray-700">
              {t.minPrice}
            </label>
            <input
              id={`${id}-min`}
              inputMode="decimal"
              value={draft.minPrice}
              placeholder="0"
              aria-invalid={priceError || undefined}
              aria-describedby={priceError ? `${id}-price-error` : undefined}
              onChange={(e) => onDraft('minPrice', priceInput(e.target.value))}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className="mb-1 block text-xs font-medium text-gray-700">
              {t.maxPrice}
            </label>
            <input
              id={`${id}-max`}
              inputMode="decimal"
              value={draft.maxPrice}
              placeholder={t.any}
              aria-invalid={priceError || undefined}
              aria-describedby={priceError ? `${id}-price-error` : undefined}
              onChange={(e) => onDraft('maxPrice', priceInput(e.target.value))}
              className={inputClass}
            />
          </div>
        </div>
        <div className="md:w-52">
          <label htmlFor={`${id}-sort`} className="mb-1 block text-xs font-medium text-gray-700">
            {t.sortBy}
          </label>
          <select
            id={`${id}-sort`}
            value={applied.sort}
            onChange={(e) => onSort(e.target.value as CatalogueSort)}
            className={inputClass}
          >
            {SORT_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {sortLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {priceError && (
        <p id={`${id}-price-error`} role="alert" className="text-sm text-red-700">
          {t.pricesOutOfOrder}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} />
          {t.refresh}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={!hasAnyFilter(applied) && !anyDraft}>
          <X aria-hidden="true" className="h-4 w-4" />
          {t.clearFilters}
        </Button>
      </div>
    </section>
  );
}

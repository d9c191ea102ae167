import type { CatalogueSort } from '@shringar/contracts/catalogue';
import { type FormEvent, useId, useState } from 'react';
import {
  brandsQueryOptions,
  catalogueMessages,
  SORT_OPTIONS,
  useCategories,
} from '~/features/catalogue/catalogue.public';
import { Button } from '~/ui/button';
import { useLazyQuery } from '~/lib/lazy-query';
// Type only, and texts of its own: the panel's chunk shares no module with the page's but the store's shared ones,
// so the page's first load is not split into one more file for what only the panel uses.
import type { SearchFilters } from './search-params';
import { useMessages } from '~/lib/i18n/i18n';
import { filterMessages } from './filter-messages';

const field =
  'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600';

const NO_SEARCH_FILTERS: SearchFilters = {
  sort: 'default',
  minPrice: '',
  maxPrice: '',
  categoryId: '',
  brandId: '',
};

const rupees = (v: string) =>
  v
    .replace(/[^\d.]/g, '')
    .replace(/(\..*)\./g, '$1')
    .slice(0, 10);

/**
 * The search page's Filters panel (a real one: the spec's button did nothing): price range, category, brand and
 * sort, sent to the server with the query.
 */
export function SearchFiltersPanel({
  id,
  initial,
  onApply,
}: {
  id: string;
  initial: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}) {
  const t = useMessages(filterMessages);
  const catalogue = useMessages(catalogueMessages);
  const uid = useId();
  const [draft, setDraft] = useState<SearchFilters>(initial);
  const categories = useCategories();
  // The panel opens on a press: its brand list (and the query code) loads then, not with the page.
  const brands = useLazyQuery(brandsQueryOptions(), true);
  const outOfOrder = draft.minPrice !== '' && draft.maxPrice !== '' && Number(draft.minPrice) > Number(draft.maxPrice);
  const set = (k: keyof SearchFilters, v: string) => setDraft((d) => ({ ...d, [k]: v }));

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (outOfOrder) return;
    onApply(draft);
  };

  return (
    <form
      id={id}
      aria-label={t.searchFilters}
      onSubmit={apply}
      className="mt-3 grid gap-4 rounded-2xl border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div>
        <label htmlFor={`${uid}-min`} className="mb-1 block text-xs font-medium text-gray-700">
          {t.minPrice}
        </label>
        <input
          id={`${uid}-min`}
          inputMode="decimal"
          placeholder="0"
          value={draft.minPrice}
          onChange={(e) => set('minPrice', rupees(e.target.value))}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${uid}-max`} className="mb-1 block text-xs font-medium text-gray-700">
          {t.maxPrice}
        </label>
        <input
          id={`${uid}-max`}
          inputMode="decimal"
          placeholder={t.any}
          value={draft.maxPrice}
          onChange={(e) => set('maxPrice', rupees(e.target.value))}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${uid}-category`} className="mb-1 block text-xs font-medium text-gray-700">
          {t.category}
        </label>
        <select
          id={`${uid}-category`}
          value={draft.categoryId}
          onChange={(e) => set('categoryId', e.target.value)}
          className={field}
        >
          <option value="">{t.allCategories}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.categoryId} value={String(c.categoryId)}>
              {c.categoryName}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${uid}-brand`} className="mb-1 block text-xs font-medium text-gray-700">
          {t.brand}
        </label>
        <select
          id={`${uid}-brand`}
          value={draft.brandId}
          onChange={(e) => set('brandId', e.target.value)}
          className={field}
        >
          <option value="">{t.allBrands}</option>
          {(brands.data ?? []).map((b) => (
            <option key={b.brandId} value={String(b.brandId)}>
              {b.brandName}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${uid}-sort`} className="mb-1 block text-xs font-medium text-gray-700">
          {t.sortBy}
        </label>
        <select
          id={`${uid}-sort`}
          value={draft.sort}
          onChange={(e) => set('sort', e.target.value as CatalogueSort)}
          className={field}
        >
          {SORT_OPTIONS.map((value) => (
            <option key={value} value={value}>
              {value === 'default' ? catalogue.relevance : catalogue.sort[value]}
            </option>
          ))}
        </select>
      </div>
      {outOfOrder && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
          {t.pricesOutOfOrder}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit" disabled={outOfOrder}>
          {t.applyFilters}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(NO_SEARCH_FILTERS);
            onApply(NO_SEARCH_FILTERS);
          }}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}

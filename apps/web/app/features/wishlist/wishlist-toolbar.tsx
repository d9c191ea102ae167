import { LayoutGrid, List, ShoppingBag } from 'lucide-react';
import { useMessages } from '~/lib/i18n/i18n';
import { Button } from '~/ui/button';
import { messages } from './messages';
import type { WishlistView } from './wishlist-item';
import { WISHLIST_SORTS, type WishlistSort } from './wishlist-sort';

const VIEWS: { value: WishlistView; Icon: typeof List }[] = [
  { value: 'grid', Icon: LayoutGrid },
  { value: 'list', Icon: List },
];

/** Sort, grid or list view, and 'Add All to Cart'. */
export function WishlistToolbar({
  sort,
  onSort,
  view,
  onView,
  adding,
  onAddAll,
}: {
  sort: WishlistSort;
  onSort: (sort: WishlistSort) => void;
  view: WishlistView;
  onView: (view: WishlistView) => void;
  adding: boolean;
  onAddAll: () => void;
}) {
  const t = useMessages(messages);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="wishlist-sort" className="text-xs font-medium text-gray-700">
          {t.sortBy}
        </label>
        <select
          id="wishlist-sort"
          value={sort}
          onChange={(e) => onSort(e.target.value as WishlistSort)}
          className="h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900"
        >
          {WISHLIST_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {t.sorts[s.value]}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label={t.view} className="flex rounded-lg border border-gray-300 bg-white p-0.5">
        {VIEWS.map(({ value, Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => onView(value)}
            className={`inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium ${
              view === value ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100'
            }`}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {t[value]}
          </button>
        ))}
      </div>
      <Button className="ml-auto" disabled={adding} onClick={onAddAll}>
        <ShoppingBag aria-hidden="true" className="h-4 w-4" />
        {adding ? t.adding : t.addAll}
      </Button>
    </div>
  );
}

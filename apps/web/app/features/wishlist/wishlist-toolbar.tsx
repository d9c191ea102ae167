import { LayoutGrid, List, ShoppingBag } from 'lucide-react';
import { Button } from '~/ui/button';
import type { WishlistView } from './wishlist-item';
import { WISHLIST_SORTS, type WishlistSort } from './wishlist-sort';

const VIEWS: { value: WishlistView; label: string; Icon: typeof List }[] = [
  { value: 'grid', label: 'Grid', Icon: LayoutGrid },
  { value: 'list', label: 'List', Icon: List },
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
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="wishlist-sort" className="text-xs font-medium text-gray-700">
          Sort by
        </label>
        <select
          id="wishlist-sort"
          value={sort}
          onChange={(e) => onSort(e.target.value as WishlistSort)}
          className="h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900"
        >
          {WISHLIST_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label="View" className="flex rounded-lg border border-gray-300 bg-white p-0.5">
        {VIEWS.map(({ value, label, Icon }) => (
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
            {label}
          </button>
        ))}
      </div>
      <Button className="ml-auto" disabled={adding} onClick={onAddAll}>
        <ShoppingBag aria-hidden="true" className="h-4 w-4" />
        {adding ? 'Adding...' : 'Add All to Cart'}
      </Button>
    </div>
  );
}

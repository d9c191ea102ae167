import { useState } from 'react';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { ProductGrid, ProductGridSkeleton } from '~/features/catalogue/catalogue.public';
import { Skeleton } from '~/ui/skeleton';
import { useBestsellers } from './api/bestsellers';
import { HomeSection } from './home-section';

/** Spec 9: the Bestsellers strip opens on this category's tab. */
export const DEFAULT_BESTSELLER_TAB = 'Earring';

/** Spec 2 'Bestsellers': a tab per category that has products, 'Earring' first chosen, its products in a grid. */
export function Bestsellers() {
  const { data, isPending, isError, error, refetch } = useBestsellers();
  const [chosen, setChosen] = useState<string | null>(null);

  if (isPending)
    return (
      <HomeSection title="Bestsellers">
        <div className="flex gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-24 rounded-full" />
          ))}
        </div>
        <ProductGridSkeleton count={5} />
      </HomeSection>
    );
  if (isError)
    return (
      <HomeSection title="Bestsellers">
        <ErrorState message={error.message} onRetry={() => void refetch()} />
      </HomeSection>
    );

  const groups = data.filter((g) => g.products.length > 0);
  const selected =
    chosen ??
    (groups.some((g) => g.title === DEFAULT_BESTSELLER_TAB) ? DEFAULT_BESTSELLER_TAB : (groups[0]?.title ?? ''));
  const products = data.find((g) => g.title === selected)?.products ?? [];

  return (
    <HomeSection title="Bestsellers">
      <div role="tablist" aria-label="Bestseller categories" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {groups.map((g) => {
          const active = g.title === selected;
          return (
            <button
              key={g.categoryId}
              type="button"
              role="tab"
              id={`bestseller-tab-${g.categoryId}`}
              aria-selected={active}
              aria-controls="bestseller-panel"
              onClick={() => setChosen(g.title)}
              className={`h-9 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors ${active ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-300 bg-white text-gray-700 hover:border-brand-400 hover:text-brand-700'}`}
            >
              {g.title}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="bestseller-panel" aria-label={`${selected} bestsellers`}>
        {products.length === 0 ? (
          <EmptyState title="No products available in this category." />
        ) : (
          <ProductGrid products={products} eagerCount={0} />
        )}
      </div>
    </HomeSection>
  );
}

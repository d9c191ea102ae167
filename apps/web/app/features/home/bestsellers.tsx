import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { ProductGrid } from '~/features/catalogue/catalogue.public';
import type { HomeData } from './home-data';
import { HomeSection } from './home-section';
import { messages } from './messages';
import { useMessages } from '~/lib/i18n/i18n';

/** Spec 9: the Bestsellers strip opens on this category's tab. */
export const DEFAULT_BESTSELLER_TAB = 'Earring';

/** Spec 2 'Bestsellers': a tab per category that has products, 'Earring' first chosen, its products in a grid. */
export function Bestsellers({ bestsellers }: { bestsellers: HomeData['bestsellers'] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const { revalidate } = useRevalidator();
  const t = useMessages(messages);

  if (!bestsellers.ok)
    return (
      <HomeSection title={t.bestsellers}>
        <ErrorState message={bestsellers.message} onRetry={() => void revalidate()} />
      </HomeSection>
    );

  const data = bestsellers.data;
  const groups = data.filter((g) => g.products.length > 0);
  const selected =
    chosen ??
    (groups.some((g) => g.title === DEFAULT_BESTSELLER_TAB) ? DEFAULT_BESTSELLER_TAB : (groups[0]?.title ?? ''));
  const products = data.find((g) => g.title === selected)?.products ?? [];

  return (
    <HomeSection title={t.bestsellers}>
      <div role="tablist" aria-label={t.bestsellerCategories} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
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
      <div role="tabpanel" id="bestseller-panel" aria-label={t.categoryBestsellers(selected)}>
        {products.length === 0 ? (
          <EmptyState title={t.noProductsInCategory} />
        ) : (
          <ProductGrid products={products} eagerCount={0} />
        )}
      </div>
    </HomeSection>
  );
}

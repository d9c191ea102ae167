import type { ProductCard } from '@shringar/contracts/catalogue';
import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import { EmptyState } from '~/ui/empty-state';
import { ErrorState } from '~/ui/error-state';
import { ProductGrid, ProductGridSkeleton } from '~/features/catalogue/catalogue.public';
import type { HomeData } from './home-data';
import { HomeSection } from './home-section';
import { messages } from './messages';
import { useOtherBestsellers } from './use-other-bestsellers';
import { useMessages } from '~/lib/i18n/i18n';

/** Spec 2 'Bestsellers': a tab per category that has products, 'Earring' first chosen, its products in a grid. */
export function Bestsellers({ bestsellers }: { bestsellers: HomeData['bestsellers'] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const others = useOtherBestsellers();
  const { revalidate } = useRevalidator();
  const t = useMessages(messages);

  if (!bestsellers.ok)
    return (
      <HomeSection title={t.bestsellers}>
        <ErrorState message={bestsellers.message} onRetry={() => void revalidate()} />
      </HomeSection>
    );

  const strip = bestsellers.data;
  const selected = chosen !== null && strip.tabs.some((g) => g.title === chosen) ? chosen : strip.opened;
  const opened = selected === strip.opened;
  const choose = (title: string) => {
    setChosen(title);
    if (title !== strip.opened) others.load();
  };

  const grid = (products: ProductCard[]) =>
    products.length === 0 ? (
      <EmptyState title={t.noProductsInCategory} />
    ) : (
      <ProductGrid products={products} eagerCount={0} />
    );
  let panel: ReactNode;
  if (opened) panel = grid(strip.products);
  else if (others.status === 'ready') panel = grid(others.groups.find((g) => g.title === selected)?.products ?? []);
  else if (others.status === 'failed') panel = <ErrorState message={others.error} onRetry={others.load} />;
  else panel = <ProductGridSkeleton count={4} />;

  return (
    <HomeSection title={t.bestsellers}>
      <div
        role="tablist"
        aria-label={t.bestsellerCategories}
        onPointerEnter={others.load}
        onFocus={others.load}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
      >
        {strip.tabs.map((g) => {
          const active = g.title === selected;
          return (
            <button
              key={g.categoryId}
              type="button"
              role="tab"
              id={`bestseller-tab-${g.categoryId}`}
              aria-selected={active}
              aria-controls="bestseller-panel"
              onClick={() => choose(g.title)}
              className={`h-9 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors ${active ? 'border-brand-600 bg-brand-600 text-white' : 'border-gray-300 bg-white text-gray-700 hover:border-brand-400 hover:text-brand-700'}`}
            >
              {g.title}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id="bestseller-panel"
        aria-label={t.categoryBestsellers(selected)}
        aria-busy={!opened && others.status === 'loading'}
      >
        {panel}
      </div>
    </HomeSection>
  );
}

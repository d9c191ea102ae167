import type { CategoryGroup, ProductCard } from '@shringar/contracts/catalogue';

/** Spec 9: the Bestsellers strip opens on this category's tab. */
export const DEFAULT_BESTSELLER_TAB = 'Earring';

export type BestsellerTab = { categoryId: number; title: string };

/**
 * What the home page carries of the Bestsellers strip: every tab, and the products of the one it opens on. The
 * other tabs' products (ten per category, 45 of the page's 59 kB of loader data when all came with it) are asked
 * for when a shopper reaches for another tab, so a phone does not download, parse and hold them for nothing.
 */
export type BestsellerStrip = { tabs: BestsellerTab[]; opened: string; products: ProductCard[] };

/** Spec 2: only categories that have products are tabs; 'Earring' is chosen first, else the first tab. */
export function bestsellerTabs(groups: CategoryGroup[]): CategoryGroup[] {
  return groups.filter((g) => g.products.length > 0);
}

export function openingTab(tabs: { title: string }[]): string {
  return tabs.some((g) => g.title === DEFAULT_BESTSELLER_TAB) ? DEFAULT_BESTSELLER_TAB : (tabs[0]?.title ?? '');
}

export function toBestsellerStrip(groups: CategoryGroup[]): BestsellerStrip {
  const withProducts = bestsellerTabs(groups);
  const opened = openingTab(withProducts);
  return {
    tabs: withProducts.map(({ categoryId, title }) => ({ categoryId, title })),
    opened,
    products: withProducts.find((g) => g.title === opened)?.products ?? [],
  };
}

import { storePaths } from '@shringar/contracts/store-paths';
import type { StoreChange } from '../lib/store-changes.ts';
import type { RenderedPage } from './page-cache.ts';

const PRODUCT_PAGE = /^\/product\/(\d+)$/;

/**
 * Which kept pages a store change may alter, or undefined for every page. A change that names its products
 * (a price or stock change, every order) alters every listing (a product may join or leave one, or move in its
 * order), the products' own pages, and every other product page that shows them (related products link to
 * theirs); the other product pages, the long tail of the catalogue, stay kept.
 */
export function pagesShowing(change: StoreChange): ((key: string, page: RenderedPage) => boolean) | undefined {
  if (change.kind !== 'catalogue' || !change.productIds?.length) return undefined;
  const ids = new Set(change.productIds.map(String));
  const links = change.productIds.map((id) => `href="${storePaths.product(id)}"`);
  return (key, page) => {
    const product = PRODUCT_PAGE.exec(key.split('?')[0]!);
    if (!product || ids.has(product[1]!)) return true;
    return links.some((link) => page.bodies.identity.includes(link));
  };
}

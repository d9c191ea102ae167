import { storePaths } from '@shringar/contracts/store-paths';
import { stripLocale } from '~/lib/i18n/locale';

/**
 * The address search engines should file a store page under: the public origin, the page's path, and only the
 * query parameters that make it another page (a Hindi page is its own page, `/hi/...`). A listing's page number does (page 1 is the plain address); the
 * search text does on the search page. Sorting, price limits and a listing's own text filter only re-order or
 * narrow the same page, and `redirectTo` is a sign-in's way back: all left out, so every variant names one URL.
 */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const q = params.get('q')?.replace(/\s+/g, ' ').trim();
  if (stripLocale(pathname) === storePaths.search && q) kept.set('q', q);
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) kept.set('page', String(page));
  const query = kept.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

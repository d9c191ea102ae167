import { seoMeta } from '@shringar/contracts/seo-meta';
import { paymentWays } from '@shringar/contracts/store-promises';
import { cardImagePreload } from '~/features/catalogue/catalogue.public';
import { settingsInMatches } from '~/features/settings/settings.public';
import type { Locale } from '~/lib/i18n/i18n';
import { loadParts } from '~/lib/page-loader';
import { fetchFacetCounts } from './api/listing-facet-counts';
import { fetchListingPage, type ListingKind } from './api/listing-products';
import { fetchSubject } from './api/listing-subject';
import { filtersFromSearch } from './listing-filters';
import { messages } from './messages';
import { countsKey } from './use-facet-counts';
import { filtersKey } from './use-listing-pages';
import { loadListingFooter } from './listing-footer-island';
import { loadListingToolbar } from './listing-toolbar-island';

const isValidId = (kind: ListingKind, id: string) => kind === 'all' || /^[1-9]\d{0,8}$/.test(id);

/**
 * A listing's loader, on the server and on navigations in the browser alike: the subject's name and the first
 * page of products and the Filters panel's counts for the filters in the URL, side by side, so the first HTML
 * already holds titles, prices and counts and the page needs no query cache. A missing subject or listing answers
 * 404.
 */
export async function loadListing(kind: ListingKind, id: string, url: string) {
  // A navigation in the browser renders the toolbar and the footer at once: their code comes beside the data.
  if (typeof document !== 'undefined') void Promise.all([loadListingToolbar(), loadListingFooter()]);
  const filters = filtersFromSearch(new URL(url).searchParams);
  const parts = await loadParts({
    subject: () => fetchSubject(kind, id),
    first: () => fetchListingPage(kind, id, filters, 1),
    facets: () => fetchFacetCounts(kind, id, filters),
  });
  const name = parts.subject.data?.name ?? null;
  const meta = {
    metaTitle: parts.subject.data?.metaTitle ?? null,
    metaDescription: parts.subject.data?.metaDescription ?? null,
  };
  const firstImage = parts.first.data?.items[0]?.productImageUrl || null;
  const missing = !isValidId(kind, id) || (!parts.first.ok && parts.first.status === 404);
  return {
    ...parts,
    key: filtersKey(filters),
    countsKey: countsKey(filters),
    name,
    meta,
    firstImage,
    status: missing ? 404 : 200,
  };
}

export type ListingLoaderData = Awaited<ReturnType<typeof loadListing>>;

export function listingMeta(
  kind: ListingKind,
  data: (Pick<ListingLoaderData, 'name' | 'firstImage'> & Partial<Pick<ListingLoaderData, 'meta'>>) | undefined,
  matches: Parameters<typeof settingsInMatches>[0] = [],
  locale: Locale = 'en',
) {
  const t = messages[locale];
  const settings = settingsInMatches(matches);
  // How a shopper may pay, from the live settings (cash on delivery only while it is on).
  const pay = settings ? t.payBy(paymentWays(settings)) : '';
  // Shop All's subject is named 'All' by the API: Hindi pages use their own words for it.
  const name = kind === 'all' && locale !== 'en' ? undefined : data?.name;
  const { title, description } = seoMeta({
    defaultTitles: [t.metaTitle(t.listingTitle(kind, name))],
    defaultDescription: name ? t.metaNamed(name, pay) : t.metaUnnamed(kind, pay),
    // The operator's own title and description are written in English: Hindi pages keep their own.
    ...(locale === 'en' ? data?.meta : undefined),
  });
  return [{ title }, { name: 'description', content: description }, ...cardImagePreload(data?.firstImage)];
}

/**
 * Filters live in the URL query, but changing them must not run the route loader again: the listing asks for
 * its own pages (use-listing-pages.ts). Only a different category, brand or offer loads afresh.
 */
export const revalidateOnlyFor =
  (param: string) =>
  ({
    currentParams,
    nextParams,
    defaultShouldRevalidate,
  }: {
    currentParams: Record<string, string | undefined>;
    nextParams: Record<string, string | undefined>;
    defaultShouldRevalidate: boolean;
  }) =>
    currentParams[param] !== nextParams[param] && defaultShouldRevalidate;

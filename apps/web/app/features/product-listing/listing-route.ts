import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { paymentWays } from '@shringar/contracts/store-promises';
import { settingsInMatches } from '~/features/settings/settings.public';
import { prefetchInto, statusOfFailure } from '~/lib/query/ssr-prefetch';
import { type ListingKind, listingProductsOptions } from './api/listing-products';
import { listingSubjectOptions } from './api/listing-subject';
import { filtersFromSearch } from './listing-filters';

export type ListingLoaderData = {
  dehydratedState: DehydratedState | null;
  name: string | null;
  status: number;
  /** The first product's image, preloaded so the largest image above the fold arrives first. */
  firstImage: string | null;
};

const NOUN: Record<ListingKind, string> = { category: 'Category', brand: 'Brand', offer: 'Offer', all: 'All' };

/**
 * The server render of a listing: the subject's name and the first page of products for the filters in the
 * URL, so the first HTML already holds titles and prices. A missing subject answers 404.
 */
export async function loadListingOnServer(kind: ListingKind, id: string, url: string): Promise<ListingLoaderData> {
  const products = listingProductsOptions(kind, id, filtersFromSearch(new URL(url).searchParams));
  const subject = listingSubjectOptions(kind, id);
  const queryClient = await prefetchInto([products, subject]);
  const name = queryClient.getQueryData(subject.queryKey)?.name ?? null;
  const firstImage = queryClient.getQueryData(products.queryKey)?.pages[0]?.items[0]?.productImageUrl || null;
  const validId = kind === 'all' || /^[1-9]\d{0,8}$/.test(id);
  const status = validId ? statusOfFailure(queryClient.getQueryState(products.queryKey)?.error) : 404;
  return { dehydratedState: dehydrate(queryClient), name, status, firstImage };
}

/**
 * A client-side navigation: only the (small, long-cached) subject is fetched here so the tab title can name
 * it; the products are fetched by the page itself through TanStack Query.
 */
export async function loadListingInBrowser(kind: ListingKind, id: string): Promise<ListingLoaderData> {
  const subject = listingSubjectOptions(kind, id);
  const queryClient = await prefetchInto([subject]);
  const name = queryClient.getQueryData(subject.queryKey)?.name ?? null;
  return { dehydratedState: name ? dehydrate(queryClient) : null, name, status: 200, firstImage: null };
}

export function listingMeta(
  kind: ListingKind,
  data: ListingLoaderData | undefined,
  matches: Parameters<typeof settingsInMatches>[0] = [],
) {
  const settings = settingsInMatches(matches);
  // How a shopper may pay, from the live settings (cash on delivery only while it is on).
  const pay = settings ? `, pay by ${paymentWays(settings)}` : '';
  const name = data?.name;
  const noun = NOUN[kind].toLowerCase();
  return [
    { title: name ? `${name} Products | Shringar` : `${NOUN[kind]} Products | Shringar` },
    {
      name: 'description',
      content: name
        ? `Shop ${name} at Shringar: sort by price, discount or rating, filter by price${pay}, with easy returns.`
        : `Shop this ${noun} at Shringar: sort, filter by price${pay}, with easy returns.`,
    },
    ...(data?.firstImage
      ? [{ tagName: 'link', rel: 'preload', as: 'image', href: data.firstImage, fetchPriority: 'high' }]
      : []),
  ];
}

/**
 * Filters live in the URL query, but changing them must not run the route loader again: the listing's own
 * queries answer them. Only a different category, brand or offer loads afresh.
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

import { dehydrate } from '@tanstack/react-query';
import { QueryPage } from '~/lib/query/query-page';
import {
  SearchPage,
  searchFacetCountsOptions,
  searchMessages,
  searchParamsFrom,
  searchResultsOptions,
} from '~/features/search/search.public';
import { cardImagePreload } from '~/features/catalogue/catalogue.public';
import { promisesSentence } from '~/features/settings/settings.public';
import { prefetchInto } from '~/lib/query/ssr-prefetch';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/search';

export function meta({ location, loaderData, matches }: Route.MetaArgs) {
  const firstImage = loaderData?.firstImage;
  const q = new URLSearchParams(location.search).get('q')?.trim();
  const locale = localeFromPath(location.pathname);
  const t = searchMessages[locale];
  // The settings' promises are worded in English (spec 9's texts); Hindi pages' description stands alone.
  const promises = locale === 'en' ? promisesSentence(matches) : '';
  return [
    { title: q ? t.metaTitle(q) : t.metaTitleEmpty },
    { name: 'description', content: q ? `${t.metaDescription(q)}${promises}` : t.metaDescriptionEmpty },
    { name: 'robots', content: 'noindex, follow' },
    ...cardImagePreload(firstImage),
  ];
}

/** The first HTML already holds the results and the facets' counts for the query and page in the URL. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = searchParamsFrom(new URL(request.url).searchParams);
  const options = searchResultsOptions(params);
  const queryClient = await prefetchInto(params.q ? [options, searchFacetCountsOptions(params)] : []);
  const firstImage = queryClient.getQueryData(options.queryKey)?.items[0]?.productImageUrl || null;
  return { dehydratedState: dehydrate(queryClient), firstImage };
}

export const clientLoader = () => ({ dehydratedState: null, firstImage: null });

/** The results' own queries answer every change of q, page or filter; the loader only runs on arrival. */
export const shouldRevalidate = () => false;

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <QueryPage state={loaderData.dehydratedState}>
      <SearchPage />
    </QueryPage>
  );
}

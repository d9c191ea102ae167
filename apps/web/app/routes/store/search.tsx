import { cardImagePreload } from '~/features/catalogue/catalogue.public';
import { loadSearch, SearchPage, searchMessages } from '~/features/search/search.public';
import { promisesSentence } from '~/features/settings/settings.public';
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

/**
 * The first HTML already holds the results and the facets' counts for the query and page in the URL; every
 * change of q, page or filter runs the loader again in the browser (search-data.ts).
 */
export const loader = ({ request }: Route.LoaderArgs) => loadSearch(request.url);

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadSearch(request.url);

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage loaded={loaderData} />;
}

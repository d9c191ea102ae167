import { cardImagePreload } from '~/features/catalogue/catalogue.public';
import { loadSearch, SearchPage } from '~/features/search/search.public';
import { promisesSentence } from '~/features/settings/settings.public';
import type { Route } from './+types/search';

export function meta({ location, loaderData, matches }: Route.MetaArgs) {
  const firstImage = loaderData?.firstImage;
  const q = new URLSearchParams(location.search).get('q')?.trim();
  return [
    { title: q ? `${q} - Search | Shringar` : 'Search | Shringar' },
    {
      name: 'description',
      content: q
        ? `Shop ${q} at Shringar: jewellery, makeup, skincare and more.${promisesSentence(matches)}`
        : 'Search Shringar for jewellery, makeup, skincare and lifestyle products from brands you love.',
    },
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

import { QueryPage } from '~/lib/query/query-page';
import { faqsMessages, faqsQueryOptions, FaqsPage } from '~/features/faqs/faqs.public';
import { settingsInMatches } from '~/features/settings/settings.public';
import { noDehydratedState, prefetchForPage } from '~/lib/query/ssr-prefetch';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/faqs';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = faqsMessages[localeFromPath(location.pathname)];
  return [
    { title: t.metaTitle },
    { name: 'description', content: t.metaDescription(Boolean(settingsInMatches(matches)?.isCodAvailable)) },
  ];
};

/** The questions are rendered on the server, so the page is complete (and crawlable) before any script runs. */
export const loader = ({ request }: Route.LoaderArgs) =>
  prefetchForPage([faqsQueryOptions(localeFromPath(new URL(request.url).pathname))]);
export const clientLoader = noDehydratedState;

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return (
    <QueryPage state={loaderData.dehydratedState}>
      <FaqsPage />
    </QueryPage>
  );
}

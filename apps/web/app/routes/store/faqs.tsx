import { QueryPage } from '~/lib/query/query-page';
import { faqsQueryOptions, FaqsPage } from '~/features/faqs/faqs.public';
import { settingsInMatches } from '~/features/settings/settings.public';
import { noDehydratedState, prefetchForPage } from '~/lib/query/ssr-prefetch';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/faqs';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: 'Help & FAQs | Shringar' },
  {
    name: 'description',
    content: `Answers about orders, payments${settingsInMatches(matches)?.isCodAvailable ? ' and cash on delivery' : ''}, delivery, returns and refunds, the Shringar wallet and your account.`,
  },
];

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

import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { faqsQueryOptions, FaqsPage } from '~/features/faqs/faqs.public';
import { settingsInMatches } from '~/features/settings/settings.public';
import { createServerQueryClient } from '~/lib/server-query-client';
import type { Route } from './+types/faqs';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: 'Help & FAQs | Shringar' },
  {
    name: 'description',
    content: `Answers about orders, payments${settingsInMatches(matches)?.isCodAvailable ? ' and cash on delivery' : ''}, delivery, returns and refunds, the Shringar wallet and your account.`,
  },
];

/** The questions are rendered on the server, so the page is complete (and crawlable) before any script runs. */
export async function loader() {
  const queryClient = createServerQueryClient();
  await queryClient.prefetchQuery(faqsQueryOptions());
  return { dehydratedState: dehydrate(queryClient) };
}

export const clientLoader = () => ({ dehydratedState: null });

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <FaqsPage />
    </HydrationBoundary>
  );
}

import { dehydrate } from '@tanstack/react-query';
import { QueryPage } from '~/lib/query/query-page';
import { data } from 'react-router';
import { policyDetailOptions, PolicyView } from '~/features/policy/policy.public';
import { prefetchInto, statusOfFailure } from '~/lib/query/ssr-prefetch';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/policy';

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.title;
  return [
    {
      title: title
        ? `${title} | Shringar`
        : loaderData?.serverError
          ? 'Policy Not Found | Shringar'
          : 'Policy | Shringar',
    },
    {
      name: 'description',
      content: title
        ? `Read Shringar's ${title}: what it covers and how it applies to your orders.`
        : 'Shringar policy documents: privacy, terms, returns and refunds, shipping and cancellation.',
    },
  ];
}

/** The policy is fetched with the page; an unknown policy id answers HTTP 404. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const options = policyDetailOptions(params.policyId, localeFromPath(new URL(request.url).pathname));
  const queryClient = await prefetchInto([options]);
  const policy = queryClient.getQueryData(options.queryKey);
  const error = queryClient.getQueryState(options.queryKey)?.error ?? null;
  const status = policy ? 200 : error ? statusOfFailure(error) : 404;
  return data(
    {
      dehydratedState: dehydrate(queryClient),
      title: policy?.title ?? null,
      serverError: error ? error.message : policy ? null : 'The requested policy could not be found.',
    },
    { status },
  );
}

export const clientLoader = () => ({ dehydratedState: null, title: null, serverError: null });

export default function PolicyPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <QueryPage state={loaderData.dehydratedState}>
      <PolicyView key={params.policyId} policyId={params.policyId} serverError={loaderData.serverError} />
    </QueryPage>
  );
}

import { dehydrate } from '@tanstack/react-query';
import { QueryPage } from '~/lib/query/query-page';
import { data } from 'react-router';
import { policyDetailOptions, policyMessages, PolicyView } from '~/features/policy/policy.public';
import { prefetchInto, statusOfFailure } from '~/lib/query/ssr-prefetch';
import { errorMessage } from '~/lib/i18n/api-error-texts';
import { localeFromPath } from '~/lib/i18n/i18n';
import type { Route } from './+types/policy';

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = policyMessages[localeFromPath(location.pathname)];
  const title = loaderData?.title;
  return [
    { title: title ? t.metaTitle(title) : loaderData?.serverError ? t.metaTitleNotFound : t.metaTitleUnknown },
    { name: 'description', content: title ? t.metaDescription(title) : t.metaDescriptionUnknown },
  ];
}

/** The policy is fetched with the page; an unknown policy id answers HTTP 404. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = policyMessages[locale];
  const options = policyDetailOptions(params.policyId, locale);
  const queryClient = await prefetchInto([options]);
  const policy = queryClient.getQueryData(options.queryKey);
  const error = queryClient.getQueryState(options.queryKey)?.error ?? null;
  const status = policy ? 200 : error ? statusOfFailure(error) : 404;
  return data(
    {
      dehydratedState: dehydrate(queryClient),
      title: policy?.title ?? null,
      serverError: error ? errorMessage(error, locale, t.loadFailed) : policy ? null : t.notFoundMessage,
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

import { HydrationBoundary } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { categoriesQueryOptions } from '~/features/layout/api/categories';
import { policiesQueryOptions } from '~/features/layout/api/policies';
import { SiteFooter } from '~/features/layout/site-footer';
import { SiteHeader } from '~/features/layout/site-header';
import { noDehydratedState, prefetchForPage } from '~/features/layout/ssr-prefetch';
import { WhatsappButton } from '~/features/layout/whatsapp-button';
import { settingsQueryOptions } from '~/features/settings/api/settings';
import type { Route } from './+types/store-layout';

/** Spec 7 'On load': settings, policies and categories come with the first HTML. */
export const loader = () => prefetchForPage([settingsQueryOptions(), categoriesQueryOptions(), policiesQueryOptions()]);
export const clientLoader = noDehydratedState;

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData?.dehydratedState}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col bg-white">
        <SiteHeader />
        <div id="main" className="flex-1">
          <Outlet />
        </div>
        <SiteFooter />
      </div>
      <WhatsappButton />
    </HydrationBoundary>
  );
}

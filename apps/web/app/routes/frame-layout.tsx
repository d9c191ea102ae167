import { HydrationBoundary } from '@tanstack/react-query';
import { Outlet, useMatches } from 'react-router';
import { categoriesQueryOptions } from '~/features/catalogue/catalogue.public';
import {
  policiesQueryOptions,
  SiteFooter,
  SiteHeader,
  StoreClosedBanner,
  WhatsappButton,
} from '~/features/layout/layout.public';
import { noDehydratedState, prefetchForPage } from '~/lib/ssr-prefetch';
import { settingsQueryOptions } from '~/features/settings/settings.public';
import type { Route } from './+types/frame-layout';

/** The store's frame (a closed store's notice, header, footer, WhatsApp button) around the store and account groups. */

/** Spec 7 'On load': settings, policies and categories come with the first HTML. */
export const loader = () => prefetchForPage([settingsQueryOptions(), categoriesQueryOptions(), policiesQueryOptions()]);
export const clientLoader = noDehydratedState;

export default function FrameLayout({ loaderData }: Route.ComponentProps) {
  // A shopper's own pages put their actions at the right edge (View Updates, the wallet amount, Contact
  // Support): on a phone the floating button would sit on them, so there it stays on the store's pages only.
  const onAccountPage = useMatches().some((m) => m.id === 'routes/account/account-layout');
  return (
    <HydrationBoundary state={loaderData?.dehydratedState}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col bg-white">
        <StoreClosedBanner />
        <SiteHeader />
        <div id="main" className="flex-1">
          <Outlet />
        </div>
        <SiteFooter />
      </div>
      <WhatsappButton phoneHidden={onAccountPage} />
    </HydrationBoundary>
  );
}

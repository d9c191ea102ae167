import { HydrationBoundary } from '@tanstack/react-query';
import { brandsQueryOptions, offersQueryOptions } from '~/features/catalogue/catalogue.public';
import {
  BannerSlider,
  bannersQueryOptions,
  Bestsellers,
  bestsellersQueryOptions,
  ExploreBrands,
  ExploreCategories,
  SpecialOffers,
} from '~/features/home/home.public';
import { promisesSentence } from '~/features/settings/settings.public';
import { noDehydratedState, prefetchForPage } from '~/lib/ssr-prefetch';
import { ScrollToTop } from '~/ui/scroll-to-top';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: 'Shringar — Beauty, Fashion & Lifestyle Shopping Online in India' },
  {
    name: 'description',
    content: `Shop makeup, skincare, jewellery, ethnic wear and lifestyle picks at Shringar, delivered across India.${promisesSentence(matches)}`,
  },
];

export const loader = () =>
  prefetchForPage([bannersQueryOptions(), brandsQueryOptions(), bestsellersQueryOptions(), offersQueryOptions()]);
export const clientLoader = noDehydratedState;

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData?.dehydratedState}>
      <main className="mx-auto flex max-w-7xl flex-col gap-10 px-3 py-4 sm:px-6 sm:py-6">
        <h1 className="sr-only">Shringar — beauty, fashion and lifestyle</h1>
        <BannerSlider />
        <ExploreCategories />
        <ExploreBrands />
        <Bestsellers />
        <SpecialOffers />
      </main>
      <ScrollToTop />
    </HydrationBoundary>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

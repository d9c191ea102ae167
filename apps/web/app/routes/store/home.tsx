import {
  BannerSlider,
  Bestsellers,
  ExploreBrands,
  ExploreCategories,
  loadHomeData,
  SpecialOffers,
} from '~/features/home/home.public';
import { promisesSentence } from '~/features/settings/settings.public';
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

/** The sections read what the loader returns (features/home/home-data.ts), on the server and on navigations. */
export const loader = () => loadHomeData();
export const clientLoader = () => loadHomeData();

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <main className="mx-auto flex max-w-7xl flex-col gap-10 px-3 py-4 sm:px-6 sm:py-6">
        <h1 className="sr-only">Shringar — beauty, fashion and lifestyle</h1>
        <BannerSlider banners={loaderData.banners.data} />
        <ExploreCategories />
        <ExploreBrands brands={loaderData.brands} />
        <Bestsellers bestsellers={loaderData.bestsellers} />
        <SpecialOffers offers={loaderData.offers} />
      </main>
      <ScrollToTop />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary };

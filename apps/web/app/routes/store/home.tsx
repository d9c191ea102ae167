import {
  BannerSlider,
  Bestsellers,
  ExploreBrands,
  ExploreCategories,
  loadHomeData,
  homeMessages,
  SpecialOffers,
} from '~/features/home/home.public';
import { localeFromPath, useMessages } from '~/lib/i18n/i18n';
import { promisesSentence } from '~/features/settings/settings.public';
import { ScrollToTop } from '~/ui/scroll-to-top';
import { RouteErrorBoundary } from '~/ui/route-error-boundary';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeFromPath(location.pathname);
  const t = homeMessages[locale];
  // The settings' promises are worded in English (spec 9's texts); Hindi pages' description stands alone.
  const promises = locale === 'en' ? promisesSentence(matches) : '';
  return [{ title: t.pageTitle }, { name: 'description', content: `${t.pageDescription}${promises}` }];
};

/** The sections read what the loader returns (features/home/home-data.ts), on the server and on navigations. */
export const loader = () => loadHomeData();
export const clientLoader = () => loadHomeData();

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useMessages(homeMessages);
  return (
    <>
      <main className="mx-auto flex max-w-7xl flex-col gap-10 px-3 py-4 sm:px-6 sm:py-6">
        <h1 className="sr-only">{t.heading}</h1>
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

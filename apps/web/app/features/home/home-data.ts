import { fetchBrands, fetchOffers } from '~/features/catalogue/catalogue.public';
import { loadParts } from '~/lib/page-loader';
import { fetchBanners } from './api/banners';
import { fetchBestsellerStrip } from './api/bestsellers';

/**
 * The home page's data, read by its sections from the route's loader (server render and client navigations
 * alike): no query cache, no observer per section, and no TanStack Query in the page's scripts. A failed part
 * shows its section's own error state; Retry loads the page's data again.
 */
export const loadHomeData = () =>
  loadParts({
    banners: fetchBanners,
    brands: fetchBrands,
    bestsellers: fetchBestsellerStrip,
    offers: fetchOffers,
  });

export type HomeData = Awaited<ReturnType<typeof loadHomeData>>;

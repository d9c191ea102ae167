/** The home feature's face: the home page's sections and the queries its server render prefetches. */
export { bannersQueryOptions } from './api/banners';
export { bestsellersQueryOptions } from './api/bestsellers';
export { BannerSlider } from './banner-slider';
export { Bestsellers } from './bestsellers';
export { ExploreBrands } from './explore-brands';
export { ExploreCategories } from './explore-categories';
export { SpecialOffers } from './special-offers';

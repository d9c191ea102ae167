/** The home feature's face: the home page's sections and the data its loader reads. */
export { type HomeData, loadHomeData } from './home-data';
export { BannerSlider } from './banner-slider';
export { Bestsellers } from './bestsellers';
export { ExploreBrands } from './explore-brands';
export { ExploreCategories } from './explore-categories';
export { SpecialOffers } from './special-offers';
export { messages as homeMessages } from './messages';

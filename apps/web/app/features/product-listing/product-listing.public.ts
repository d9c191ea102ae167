/** The product-listing feature's face: the category, brand and offer page and its loaders. */
export { ListingPage } from './listing-page';
export { listingMeta, loadListingInBrowser, loadListingOnServer, revalidateOnlyFor } from './listing-route';

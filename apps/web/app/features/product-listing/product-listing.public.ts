/** The product-listing feature's face: the category, brand and offer page and its loaders. */
export { ALL_PRODUCTS_ID } from './api/listing-products';
export { ListingPage } from './listing-page';
export { listingMeta, loadListingInBrowser, loadListingOnServer, revalidateOnlyFor } from './listing-route';

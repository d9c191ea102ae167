/** The product-listing feature's face: the category, brand and offer page and its loader. */
export { ALL_PRODUCTS_ID } from './api/listing-products';
export { ListingPage } from './listing-page';
export { listingMeta, loadListing, type ListingLoaderData, revalidateOnlyFor } from './listing-route';

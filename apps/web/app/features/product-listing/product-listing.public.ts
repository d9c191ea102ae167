/** The product-listing feature's face: the category, brand and offer page and its loader. */
export { ALL_PRODUCTS_ID } from './api/listing-products';
export { ListingPage } from './listing-page';
export { listingMeta, loadListing, type ListingLoaderData, revalidateOnlyFor } from './listing-route';
// The facets' URL state and panel, for the search page's results.
export { FacetChips } from './facet-chips';
export { FacetPanel } from './facet-panel';
export { FiltersSheet } from './filters-sheet';
export { knownCounts, useKnownCounts } from './use-known-counts';
export {
  appendFacets,
  chosenCount,
  type FacetChoice,
  facetQuery,
  facetsFromSearch,
  facetsKey,
  NO_FACETS,
  toggleFacet,
  variantHintQuery,
} from './listing-facets';

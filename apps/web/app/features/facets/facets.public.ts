/** The facets feature's face: facet state in the URL and the panel that shows facets with their counts. */
export { FacetPanel } from './facet-panel';
export {
  chosenCount,
  facetQuery,
  facetsFromSearch,
  type FacetState,
  NO_FACETS,
  productLinkQuery,
} from './facet-url-state';

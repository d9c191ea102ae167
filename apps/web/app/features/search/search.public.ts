/** The search feature's face: the search page, its server render's query and the URL's parameters. */
export { searchResultsOptions } from './api/advance-search';
export { searchFacetCountsOptions } from './api/search-facet-counts';
export { SearchPage } from './search-page';
export { searchParamsFrom } from './search-params';
export { messages as searchMessages } from './messages';

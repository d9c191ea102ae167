/** The search feature's face: the search page and its loader. */
export { loadSearch } from './search-data';
export { SearchPage } from './search-page';

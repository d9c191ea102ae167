/** The search feature's face: the search page, its loader and its texts (the route's meta). */
export { loadSearch } from './search-data';
export { SearchPage } from './search-page';
export { messages as searchMessages } from './messages';

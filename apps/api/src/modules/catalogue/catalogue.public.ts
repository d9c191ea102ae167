/* What other modules may use of the catalogue: product-card queries (filters, sorts, pages) for search. */
export { likePattern, listCards, pageOfCards, sortSql } from './product-cards.repository.ts';

/* What other modules may use of the catalogue: product-card queries (filters, sorts, pages) for search. */
export { likePattern, listCards, pageOfCards, type ProductPageQuery, sortSql } from './product-cards.repository.ts';

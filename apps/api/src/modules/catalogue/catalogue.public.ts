/*
 * What other modules may use of the catalogue: product-card queries (filters, sorts, pages, facets) for search, and the
 * columns others move on its rows: a variant's stock (inventory, beside its movement) and a product's rating
 * totals (reviews, in the review's transaction).
 */
export {
  type CardFilter,
  likePattern,
  listCards,
  pageOfCards,
  type ProductPageQuery,
  sortSql,
} from './product-cards.repository.ts';
export { facetCountsOf } from './facet-counts.service.ts';
export { facetConditions, hasFacets } from './facet-filters.ts';
export { moveRatingTotals } from './product-ratings.ts';
export { takeVariantStock, variantStockMove } from './variant-stock.ts';

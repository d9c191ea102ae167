/**
 * The catalogue feature's face: what other features and routes may use. Everything else in this folder is its
 * own (lint refuses a reach past this file).
 */
export { brandsQueryOptions, fetchBrands } from './api/brands';
export { useCategories } from './api/categories';
export { fetchOffers } from './api/offers';
export { cardImagePreload } from './card-image-preload';
export { ProductCard } from './product-card';
export { ProductCardSkeleton } from './product-card-skeleton';
export { SORT_OPTIONS } from './sort-options';
export { messages as catalogueMessages } from './messages';
export { PRODUCT_GRID_CLASS, ProductGrid, ProductGridSkeleton } from './product-grid';

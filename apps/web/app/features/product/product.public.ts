/** The product feature's face: the product page and the queries its server render prefetches. */
export { productDetailQueryOptions } from './api/product-detail';
export { exploreProductsQueryOptions, relatedProductsQueryOptions } from './api/product-strips';
export { ProductPage } from './product-page';

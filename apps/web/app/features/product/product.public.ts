/** The product feature's face: the product page, its skeleton and its route loader's data. */
export { loadProductData, type ProductData } from './product-data';
export { preloadProductParts, ProductPage, ProductPageSkeleton as ProductSkeleton } from './product-page';
export { messages as productMessages } from './messages';

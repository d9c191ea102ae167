import { listExploreProducts, listRelatedProducts } from '@shringar/contracts/endpoints/products';
import { callApiList } from '~/lib/call-api';

/** GET /products/related/{id}: the strip under a product. */
export const fetchRelatedProducts = (productId: string) =>
  callApiList(listRelatedProducts, { params: { id: productId } });

/** GET /products/explore: more products to explore. */
export const fetchExploreProducts = () => callApiList(listExploreProducts, {});

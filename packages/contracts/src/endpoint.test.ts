import { describe, expect, expectTypeOf, it } from 'vitest';
import { type BodyOf, type ParamsOf, pathOf, type QueryOf, type ResponseOf } from './endpoint.ts';
import type { ProductDetail } from './catalogue.ts';
import { getProduct, listCategoryProducts } from './endpoints/products.ts';

describe('endpoint definitions', () => {
  it('fill their paths with encoded parameters and refuse a missing one', () => {
    expect(pathOf(getProduct, { id: 7 })).toBe('/products/7');
    expect(pathOf(listCategoryProducts, { id: 'a/b' })).toBe('/products/category/a%2Fb');
    expect(() => pathOf(getProduct, {})).toThrow('missing id');
  });

  it('infer their types from their schema values', () => {
    expectTypeOf<ResponseOf<typeof getProduct>>().toEqualTypeOf<ProductDetail>();
    expectTypeOf<ParamsOf<typeof getProduct>>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<BodyOf<typeof getProduct>>().toEqualTypeOf<undefined>();
    expectTypeOf<QueryOf<typeof listCategoryProducts>>().toHaveProperty('minPrice');
  });

  it('have schema values that parse what the types promise', () => {
    expect(getProduct.schemas.params.parse({ id: '12' })).toEqual({ id: 12 });
    expect(() => listCategoryProducts.schemas.query.parse({ minPrice: '9', maxPrice: '1' })).toThrow();
  });
});

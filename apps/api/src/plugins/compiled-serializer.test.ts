import { catalogueEndpoints } from '@shringar/contracts/endpoints/catalogue';
import { productEndpoints } from '@shringar/contracts/endpoints/products';
import { searchEndpoints } from '@shringar/contracts/endpoints/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { envelope } from '../lib/envelope.ts';
import { compileSerializer } from './compiled-serializer.ts';

/** The catalogue's answers, written by the compiled serializer, are byte for byte what the Zod path writes. */
describe('compiled catalogue serializers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ fixture: 'demo' });
  });
  afterAll(() => t.close());

  const answers: [string, z.ZodType, string][] = [
    [
      'category page',
      productEndpoints.listCategoryProducts.schemas.response,
      '/api/v4/products/category/1?page=1&itemsPerPage=24',
    ],
    ['all products', productEndpoints.listAllProducts.schemas.response, '/api/v4/products?sort=rating'],
    ['product detail', productEndpoints.getProduct.schemas.response, '/api/v4/products/4'],
    ['related', productEndpoints.listRelatedProducts.schemas.response, '/api/v4/products/related/4'],
    [
      'bestsellers',
      productEndpoints.listRandomFromCategories.schemas.response,
      '/api/v4/products/random-from-categories?limit=4',
    ],
    ['categories', catalogueEndpoints.listCategories.schemas.response, '/api/v4/category/'],
    ['search', searchEndpoints.searchProducts.schemas.response, '/api/v4/products/advance-search?query=lipstik'],
    [
      'suggestions',
      searchEndpoints.searchSuggestions.schemas.response,
      '/api/v4/products/search-suggestions?query=ear',
    ],
  ];

  it.each(answers)('%s', async (_name, response, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const schema = envelope(response);
    expect(compileSerializer(schema)).not.toBeNull();
    // The Zod path: the answer encoded through its schema, then JSON.stringify.
    expect(res.body).toBe(JSON.stringify(z.encode(schema, res.json())));
  });
});

import { SHADE_FAMILIES, SIZE_SCALE } from '@shringar/contracts/variant-options';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress } from '../../../test/checkout-factories.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { rows } from '../../db/client.ts';
import { reasons } from '../../db/schema/content.ts';
import { moveRatingTotals } from './product-ratings.ts';

/**
 * product_facets (migration 0022) is written only by triggers: the facet counts must follow every write path
 * that moves a product's default variant, price or stock state without that path knowing of it.
 */
describe('facet counts follow the writes (product_facets kept by triggers)', () => {
  let t: TestApp;
  let cookie: string;
  const red = { shadeFamily: 'Reds', swatch: '#9b1b30' } as const;
  const nude = { shadeFamily: 'Nudes', swatch: '#c98b85' } as const;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await createStaff(t, 'catalogue')).cookie;
  }, 180_000);
  afterAll(() => t.close());

  const counts = async (categoryId: number, query = '') => {
    const res = await t.call({
      method: 'GET',
      url: `/api/v4/products/facets?scope=category&scopeId=${categoryId}&${query}`,
    });
    expect(res.status).toBe(200);
    const byValue = (values: { value: string; count: number }[]) =>
      Object.fromEntries(values.map((v) => [v.value, v.count]));
    return {
      total: res.body.data.total,
      price: byValue(res.body.data.price),
      inStock: byValue(res.body.data.inStock),
      rating: byValue(res.body.data.rating),
    };
  };
  const grid = async (categoryId: number, query: string) => {
    const res = await t.call({ method: 'GET', url: `/api/v4/products/category/${categoryId}/?${query}` });
    expect(res.status).toBe(200);
    return (res.body.data.items as { variantName: string }[]).map((c) => c.variantName);
  };
  /** Every row as recomputed from scratch from products and variants: the triggers' answer must equal it. */
  const fromScratch = () =>
    rows<Record<string, unknown>>(
      t.db,
      sql`select p.id as product_id, p.category_id, p.brand_id, p.is_active, p.rating_total, p.rating_count,
                 dv.id as variant_id, dv.price_paise, dv.base_price_paise, dv.stock > 0 as in_stock,
                 (select coalesce(bit_or(1 << (array_position(facet_shade_families(), o.shade_family) - 1)), 0)
                    from product_variants o where o.product_id = p.id) as shade_bits,
                 (select coalesce(bit_or(1 << (array_position(facet_sizes(), o.size) - 1)), 0)
                    from product_variants o where o.product_id = p.id) as size_bits
          from products p
          cross join lateral (select v.* from product_variants v where v.product_id = p.id
                              order by (v.stock > 0) desc, v.sort_order, v.id limit 1) dv
          order by p.id`,
    );
  const kept = () =>
    rows<Record<string, unknown>>(
      t.db,
      sql`select product_id, category_id, brand_id, is_active, rating_total, rating_count, variant_id, price_paise,
                 base_price_paise, in_stock, shade_bits, size_bits
          from product_facets order by product_id`,
    );

  it('numbers the bits by the contracts vocabularies', async () => {
    const [v] = await rows<{ families: string[]; sizes: string[] }>(
      t.db,
      sql`select facet_shade_families() as families, facet_sizes() as sizes`,
    );
    expect(v!.families).toEqual([...SHADE_FAMILIES]);
    expect(v!.sizes).toEqual([...SIZE_SCALE]);
  });

  it('an order taking the last unit moves the card to the next variant, and its cancellation moves it back', async () => {
    // The card shows Ruby Red (₹399, the last one) until it sells out, then Nude Pink (₹799).
    const { product, variants, categoryId } = await createProduct(t.ctx, {
      variants: [
        { name: 'Ruby Red', ...red, pricePaise: 39_900, basePricePaise: 49_900, stock: 1 },
        { name: 'Nude Pink', ...nude, pricePaise: 79_900, basePricePaise: 79_900, stock: 4 },
      ],
    });
    expect(await counts(categoryId)).toMatchObject({ total: 1, price: { 'under-500': 1 } });
    expect(await grid(categoryId, 'price=under-500')).toEqual(['Ruby Red']);

    const u = await createUser(t.ctx);
    const address = await createAddress(t.ctx, u.user.id);
    const order = await t.call({
      method: 'POST',
      url: '/api/v4/order/create',
      token: u.token,
      payload: {
        productId: product.id,
        variantId: variants[0]!.id,
        quantity: 1,
        paymentMethods: ['COD'],
        addressId: address.id,
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(await counts(categoryId)).toMatchObject({ total: 1, price: { '500-999': 1 }, inStock: { true: 1 } });
    expect(await grid(categoryId, 'price=under-500')).toEqual([]);
    expect(await grid(categoryId, 'price=500-999')).toEqual(['Nude Pink']);

    const [reason] = await t.db.insert(reasons).values({ kind: 'CANCELLATION', reason: 'Ordered twice' }).returning();
    const cancelled = await t.call({
      method: 'POST',
      url: `/api/v4/order/cancel-request/${order.body.data.orderId}`,
      token: u.token,
      payload: { reasonId: reason!.id },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await counts(categoryId)).toMatchObject({ price: { 'under-500': 1 } });
    expect(await grid(categoryId, 'price=under-500')).toEqual(['Ruby Red']);
  });

  it('a console stock move in and out of stock moves the in-stock count', async () => {
    const { variants, categoryId } = await createProduct(t.ctx, { variants: [{ name: 'Kajal', stock: 2 }] });
    const move = (delta: number) =>
      t.call({
        method: 'POST',
        url: `/api/v4/admin/variants/${variants[0]!.id}/stock`,
        headers: { cookie },
        payload: { delta, reason: 'Stock-take' },
      });
    expect(await counts(categoryId)).toMatchObject({ total: 1, inStock: { true: 1 } });
    expect((await move(-2)).status).toBe(200);
    expect(await counts(categoryId)).toMatchObject({ total: 1, inStock: { true: 0 } });
    expect(await grid(categoryId, 'inStock=true')).toEqual([]);
    expect((await move(3)).status).toBe(200);
    expect(await counts(categoryId)).toMatchObject({ inStock: { true: 1 } });
    expect(await grid(categoryId, 'inStock=true')).toEqual(['Kajal']);
  });

  it("a console price change moves the product's price band", async () => {
    const { variants, categoryId } = await createProduct(t.ctx, {
      variants: [{ name: 'Serum', pricePaise: 45_000, basePricePaise: 150_000, stock: 5 }],
    });
    expect(await counts(categoryId)).toMatchObject({ price: { 'under-500': 1 } });
    const res = await t.call({
      method: 'PUT',
      url: `/api/v4/admin/variants/${variants[0]!.id}/price`,
      headers: { cookie },
      payload: { price: 1299 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await counts(categoryId)).toMatchObject({ price: { '1000-1999': 1 } });
    expect(await grid(categoryId, 'price=1000-1999')).toEqual(['Serum']);
  });

  it("a review's rating moving the product's totals (as reviews and moderation move them) moves the 4★ count", async () => {
    const { product, categoryId } = await createProduct(t.ctx, { variants: [{ name: 'Toner' }] });
    expect(await counts(categoryId)).toMatchObject({ rating: { 4: 0 } });
    await t.db.transaction((tx) => moveRatingTotals(tx, product.id, { total: 5, count: 1 }));
    expect(await counts(categoryId)).toMatchObject({ rating: { 4: 1 } });
    expect(await grid(categoryId, 'rating=4')).toEqual(['Toner']);
    // Hidden by moderation: the review's stars leave the totals.
    await t.db.transaction((tx) => moveRatingTotals(tx, product.id, { total: -5, count: -1 }));
    expect(await counts(categoryId)).toMatchObject({ rating: { 4: 0 } });
  });

  it('after every write above, each kept row equals the one recomputed from scratch', async () => {
    const expected = await fromScratch();
    expect(expected.length).toBeGreaterThan(2);
    expect(await kept()).toEqual(expected);
  });
});

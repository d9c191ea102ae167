import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/catalogue.ts';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createStaff(t, 'catalogue')).cookie;
});
afterAll(() => t.close());

const setPrice = (variantId: number, payload: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
  t.call({ method: 'PUT', url: `/api/v4/admin/variants/${variantId}/price`, headers, payload });

describe('PUT /admin/variants/{id}/price', () => {
  it('changes the price in paise, keeps the base price, audits before and after, and the product shows it', async () => {
    const { product, variants } = await createProduct(t.ctx, {
      variants: [{ pricePaise: 49900, basePricePaise: 79900, stock: 5 }],
    });
    const variantId = variants[0]!.id;
    const shown = async () =>
      (await t.call({ method: 'GET', url: `/api/v4/products/${product.id}` })).body.data.variants[0].variantPrice;
    expect(await shown()).toBe(499);

    const res = await setPrice(variantId, { price: 449.5 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ variantId, productId: product.id, price: 449.5, basePrice: 799 });
    const [row] = await t.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(row).toMatchObject({ pricePaise: 44950, basePricePaise: 79900 });
    expect(await shown()).toBe(449.5);

    const [audit] = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.target, `variant:${variantId}`));
    expect(audit).toMatchObject({
      action: 'adminSetVariantPrice',
      before: { price: 499, basePrice: 799 },
      after: { price: 449.5, basePrice: 799 },
    });
  });

  it('names the field it refuses, and 404s an unknown variant', async () => {
    const { variants } = await createProduct(t.ctx, {
      variants: [{ pricePaise: 49900, basePricePaise: 59900, stock: 5 }],
    });
    const variantId = variants[0]!.id;
    const above = await setPrice(variantId, { price: 650 });
    expect(above.status).toBe(400);
    expect(above.body.errors).toEqual([{ field: 'price', message: 'price must not be above the base price (₹599)' }]);
    const base = await setPrice(variantId, { price: 500, basePrice: 450 });
    expect(base.body.errors[0].field).toBe('basePrice');
    const decimals = await setPrice(variantId, { price: 10.555 });
    expect(decimals.status).toBe(400);
    expect(decimals.body.message).toContain('price must have at most 2 decimals');
    expect((await setPrice(99_999_999, { price: 100 })).status).toBe(404);
    const [row] = await t.db.select().from(productVariants).where(eq(productVariants.id, variantId));
    expect(row!.pricePaise).toBe(49900);
  });

  it('is refused to a role without catalogue.manage', async () => {
    const support = await createStaff(t, 'support');
    const res = await setPrice(1, { price: 100 }, { cookie: support.cookie });
    expect(res.status).toBe(403);
  });
});

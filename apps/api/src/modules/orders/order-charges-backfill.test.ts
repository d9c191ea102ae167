import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createOrder } from '../../../test/order-factory.ts';
import { rows } from '../../db/client.ts';
import { orderCharges } from '../../db/schema/orders.ts';

/**
 * Migration 0014 turns the two charge columns of orders into order_charges rows. The test puts the database
 * back as it was before (the columns, no table), writes orders the old way, runs the migration as it ships and
 * reads the orders through the shopper's API.
 */
describe('order charges backfilled from the old columns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const migration = readFileSync(join(import.meta.dirname, '../../db/migrations/0014_order_charges.sql'), 'utf8');

  it('gives every order its delivery row, a COD row only when charged, at the goods’ top GST rate', async () => {
    const shopper = await createUser(t.ctx);
    const line = async (gstRateBp: number) => {
      const { product, variants } = await createProduct(t.ctx);
      return { productId: product.id, variantId: variants[0]!.id, gstRateBp, unitPricePaise: 20_000 };
    };
    const cod = await createOrder(t.ctx, { userId: shopper.user.id, lines: [await line(300), await line(1200)] });
    const free = await createOrder(t.ctx, { userId: shopper.user.id, lines: [await line(1800)] });
    const old = { [cod.id]: { delivery: 4_900, cod: 900 }, [free.id]: { delivery: 0, cod: 0 } };

    await t.db.transaction(async (tx) => {
      await tx.execute(sql`drop table order_charges`);
      await tx.execute(
        sql`alter table orders add column delivery_charge_paise integer not null default 0,
            add column cod_charge_paise integer not null default 0`,
      );
      for (const [id, v] of Object.entries(old))
        await tx.execute(
          sql`update orders set delivery_charge_paise = ${v.delivery}, cod_charge_paise = ${v.cod} where id = ${id}`,
        );
      // Totals as the old rows had them, so the invoice below adds up.
      await tx.execute(
        sql`update orders set total_paise = total_paise + 5800, remaining_paise = remaining_paise + 5800
            where id = ${cod.id}`,
      );
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });

    const rowsOf = (orderId: string) =>
      t.db
        .select()
        .from(orderCharges)
        .where(eq(orderCharges.orderId, orderId))
        .orderBy(asc(orderCharges.position))
        .then((found) => found.map(({ orderId: _, ...r }) => r));
    expect(await rowsOf(cod.id)).toEqual([
      {
        code: 'delivery',
        position: 0,
        label: 'Delivery Charge',
        amountPaise: 4_900,
        gstRateBp: 1200,
        refundable: false,
      },
      { code: 'cod', position: 1, label: 'COD Charge', amountPaise: 900, gstRateBp: 1200, refundable: false },
    ]);
    expect(await rowsOf(free.id)).toEqual([
      { code: 'delivery', position: 0, label: 'Delivery Charge', amountPaise: 0, gstRateBp: 1800, refundable: false },
    ]);
    const columns = await rows<{ column_name: string }>(
      t.db,
      sql`select column_name from information_schema.columns where table_name = 'orders' and column_name like '%charge%'`,
    );
    expect(columns).toEqual([]);

    // The shopper's details read the rows: the spec's named fields and the list.
    const details = await t.call({ method: 'GET', url: `/api/v4/order/details/${cod.id}`, token: shopper.token });
    expect(details.body.data).toMatchObject({
      delivery_charge: 49,
      cod_charge: 9,
      price: 458,
      charges: [
        { code: 'delivery', label: 'Delivery Charge', amount: 49 },
        { code: 'cod', label: 'COD Charge', amount: 9 },
      ],
    });
  });
});

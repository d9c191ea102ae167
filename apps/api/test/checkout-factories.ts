import type { AppContext } from '../src/context.ts';
import { coupons } from '../src/db/schema/shopping.ts';
import { addresses } from '../src/db/schema/users.ts';

/** A delivery address of the shopper's own. */
export async function createAddress(
  ctx: AppContext,
  userId: number,
  values: Partial<typeof addresses.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(addresses)
    .values({
      userId,
      name: 'Asha Verma',
      address: '12 MG Road',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560001',
      phone: '9876543210',
      ...values,
    })
    .returning();
  return row!;
}

let couponSeq = 0;

/** A coupon; default: 10% off, no limits, valid from 2026-01-01. */
export async function createCoupon(ctx: AppContext, values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(coupons)
    .values({
      code: `TEST${++couponSeq}${Math.floor(Math.random() * 1e6)}`,
      description: '10% off',
      kind: 'PERCENT',
      value: 1000,
      startsAt: new Date('2026-01-01T00:00:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

import type { OrderStatus } from '@shringar/contracts/orders';
import type { AppContext } from '../src/context.ts';
import { orderCharges, orderItems, orderStatusHistory, orders } from '../src/db/schema/orders.ts';
import { newOrderId } from '../src/lib/ids.ts';
import { createProduct } from './factories.ts';
import { chargeRows } from './order-charges.ts';

type Line = {
  productId: number;
  variantId: number;
  quantity?: number;
  unitPricePaise?: number;
  gstRateBp?: number;
  hsnCode?: string;
};

export const MUMBAI = {
  name: 'Asha Rao',
  address: '12 Carter Road, Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  landmark: 'Near the promenade',
  phone: '9876543210',
};
export const BENGALURU = {
  name: 'Kiran Shetty',
  address: '221 100 Feet Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  landmark: null,
  phone: '9123456780',
};

/**
 * A placed order written straight to the database, for tests of what happens after checkout. Totals follow
 * spec 5 from the lines: items + delivery + COD − coupon, wallet part first, the rest remaining; the charges
 * are written as placement writes them (order_charges).
 */
export async function createOrder(
  ctx: AppContext,
  opts: {
    userId: number;
    lines?: Line[];
    status?: OrderStatus;
    isDraft?: boolean;
    paymentMethods?: string[];
    paymentStatus?: 'PENDING' | 'PAID' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
    deliveryChargePaise?: number;
    codChargePaise?: number;
    couponCode?: string | null;
    couponDiscountPaise?: number;
    walletPaise?: number;
    address?: typeof MUMBAI | typeof BENGALURU;
    createdAt?: Date;
    deliveredAt?: Date | null;
  },
) {
  const lines = opts.lines ?? [await defaultLine(ctx)];
  const now = opts.createdAt ?? ctx.clock.now();
  const items = lines.map((l) => ({ ...l, quantity: l.quantity ?? 1, unitPricePaise: l.unitPricePaise ?? 34900 }));
  const itemsPricePaise = items.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
  const itemsBasePaise = items.reduce((s, l) => s + Math.round(l.unitPricePaise * 1.4) * l.quantity, 0);
  const deliveryChargePaise = opts.deliveryChargePaise ?? 0;
  const codChargePaise = opts.codChargePaise ?? 0;
  const couponDiscountPaise = opts.couponDiscountPaise ?? 0;
  const totalPaise = Math.max(0, itemsPricePaise + deliveryChargePaise + codChargePaise - couponDiscountPaise);
  const walletPaise = Math.min(opts.walletPaise ?? 0, totalPaise);
  const status = opts.status ?? 'ORDERED';
  const id = newOrderId();
  await ctx.db.insert(orders).values({
    id,
    userId: opts.userId,
    status,
    isDraft: opts.isDraft ?? false,
    paymentMethods: opts.paymentMethods ?? ['ONLINE'],
    paymentStatus: opts.paymentStatus ?? 'PAID',
    itemsBasePaise,
    itemsPricePaise,
    couponCode: opts.couponCode ?? null,
    couponDiscountPaise,
    totalPaise,
    walletPaise,
    remainingPaise: totalPaise - walletPaise,
    address: opts.address ?? MUMBAI,
    trackingId: `TRK${id.slice(2)}`,
    deliveredAt: opts.deliveredAt ?? null,
    lastStatusUpdate: now,
    createdAt: now,
  });
  const inserted = await ctx.db
    .insert(orderItems)
    .values(
      items.map((l, i) => ({
        orderId: id,
        productId: l.productId,
        variantId: l.variantId,
        productName: `Product line ${i + 1}`,
        variantName: `Shade ${i + 1}`,
        imageUrl: '/media/test.svg',
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
        unitBasePricePaise: Math.round(l.unitPricePaise * 1.4),
        hsnCode: l.hsnCode ?? '3304',
        gstRateBp: l.gstRateBp ?? 1800,
      })),
    )
    .returning();
  // Every order has its delivery row (0: free); a COD charge only when there was one.
  const gstRateBp = Math.max(...items.map((l) => l.gstRateBp ?? 1800));
  await ctx.db
    .insert(orderCharges)
    .values(
      chargeRows(
        id,
        { delivery: deliveryChargePaise, ...(codChargePaise > 0 ? { cod: codChargePaise } : {}) },
        gstRateBp,
      ),
    );
  if (!opts.isDraft)
    await ctx.db.insert(orderStatusHistory).values({ orderId: id, status: 'ORDERED', createdAt: now, actor: 'system' });
  return { id, items: inserted, totalPaise };
}

async function defaultLine(ctx: AppContext): Promise<Line> {
  const { product, variants } = await createProduct(ctx);
  return { productId: product.id, variantId: variants[0]!.id };
}

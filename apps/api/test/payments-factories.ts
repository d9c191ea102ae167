import type { AppContext } from '../src/context.ts';
import { orderCharges, orderItems, orders } from '../src/db/schema/orders.ts';
import { payments, walletTopups } from '../src/db/schema/payments.ts';
import { newOrderId } from '../src/lib/ids.ts';
import { moveStock } from '../src/modules/inventory/inventory.public.ts';
import { appendWalletEntry } from '../src/modules/wallet/wallet.public.ts';
import { createProduct } from './factories.ts';
import { chargeRows } from './order-charges.ts';

/**
 * Orders as checkout leaves them, for payment tests: stock reserved, wallet part debited through the ledger,
 * and for an online remainder a draft with a provider order (from ctx.payments) and its payments row.
 */
export async function createPlacedOrder(
  ctx: AppContext,
  userId: number,
  opts: {
    unitPricePaise?: number;
    quantity?: number;
    walletPaise?: number;
    method?: 'ONLINE' | 'COD' | 'WALLET';
    status?: (typeof orders.$inferInsert)['status'];
    stock?: number;
  } = {},
) {
  const unit = opts.unitPricePaise ?? 49900;
  const quantity = opts.quantity ?? 1;
  const method = opts.method ?? 'ONLINE';
  const { product, variants } = await createProduct(ctx, {
    variants: [{ pricePaise: unit, basePricePaise: unit + 10000, stock: opts.stock ?? 20 }],
  });
  const variant = variants[0]!;
  const total = unit * quantity;
  const walletPaise = method === 'WALLET' ? total : Math.min(opts.walletPaise ?? 0, total);
  const remaining = total - walletPaise;
  const now = ctx.clock.now();
  const isDraft = method === 'ONLINE' && remaining > 0;
  const id = newOrderId();
  await ctx.db.insert(orders).values({
    id,
    userId,
    status: opts.status ?? (isDraft ? 'PENDING' : 'ORDERED'),
    isDraft,
    draftExpiresAt: isDraft ? new Date(now.getTime() + ctx.config.DRAFT_ORDER_TTL_MINUTES * 60_000) : null,
    paymentMethods: walletPaise > 0 && method !== 'WALLET' ? ['WALLET', method] : [method],
    paymentStatus: method === 'COD' ? 'PENDING' : isDraft ? 'PENDING' : 'PAID',
    itemsBasePaise: (unit + 10000) * quantity,
    itemsPricePaise: total,
    totalPaise: total,
    walletPaise,
    remainingPaise: remaining,
    address: {
      name: 'Asha Rao',
      address: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      landmark: null,
      phone: '9876543210',
    },
    createdAt: now,
  });
  await ctx.db.insert(orderItems).values({
    orderId: id,
    productId: product.id,
    variantId: variant.id,
    productName: product.name,
    variantName: variant.name,
    imageUrl: '/media/test.svg',
    quantity,
    unitPricePaise: unit,
    unitBasePricePaise: unit + 10000,
    hsnCode: '3304',
    gstRateBp: 1800,
  });
  // Free delivery: the delivery row at 0, as a placed order has it.
  await ctx.db.insert(orderCharges).values(chargeRows(id, { delivery: 0 }, 1800));
  await moveStock(ctx.db, variant.id, -quantity, {
    kind: 'order',
    reason: `Order ${id} placed`,
    actor: 'customer',
    orderId: id,
  });
  if (walletPaise > 0)
    await appendWalletEntry(ctx.db, {
      userId,
      type: 'DEBIT',
      amountPaise: walletPaise,
      reason: `Order ${id}`,
      orderId: id,
      idempotencyKey: `order:${id}:debit`,
    });

  let providerOrderId: string | null = null;
  if (method === 'ONLINE' && remaining > 0) {
    const created = await ctx.payments.createOrder({ amountPaise: remaining, receipt: id });
    providerOrderId = created.providerOrderId;
    await ctx.db.insert(payments).values({
      userId,
      orderId: id,
      provider: ctx.payments.id,
      providerOrderId,
      amountPaise: remaining,
    });
  }
  return {
    orderId: id,
    providerOrderId,
    variantId: variant.id,
    productId: product.id,
    totalPaise: total,
    walletPaise,
    remainingPaise: remaining,
  };
}

/** A wallet top-up as /wallet/init leaves it: the top-up, its provider order and payments row. */
export async function createTopup(ctx: AppContext, userId: number, amountPaise: number) {
  const [topup] = await ctx.db.insert(walletTopups).values({ userId, amountPaise }).returning();
  const created = await ctx.payments.createOrder({ amountPaise, receipt: `topup_${topup!.id}` });
  await ctx.db.insert(payments).values({
    userId,
    walletTopupId: topup!.id,
    provider: ctx.payments.id,
    providerOrderId: created.providerOrderId,
    amountPaise,
  });
  return { walletTopupId: topup!.id, providerOrderId: created.providerOrderId };
}

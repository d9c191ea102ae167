import type { PlaceOrderAnswer } from '@shringar/contracts/checkout';
import { eq, inArray, and } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { recordOrderEvent } from '../order-messages/order-messages.public.ts';
import { payments } from '../../db/schema/payments.ts';
import { cartItems } from '../../db/schema/shopping.ts';
import { users } from '../../db/schema/users.ts';
import { Conflict, BadRequest, Unauthorized } from '../../lib/errors.ts';
import { newOrderId } from '../../lib/ids.ts';
import { COUPON_MESSAGES } from '../coupons/coupons.public.ts';
import {
  announceStockChange,
  holdWallet,
  lockShopper,
  takeCouponUse,
  takeStock,
} from '../inventory/inventory.public.ts';
import { type EffectiveSettings, getSettings } from '../settings/settings.public.ts';
import { answerForKey, orderAnswer } from './order-answer.ts';
import { addressSnapshot, type OrderRequest, quoteOrder, type Quote } from './order-quote.ts';

type ProviderOrder = { providerOrderId: string; amountPaise: number };

/**
 * POST /order/cart and /order/create. Everything is priced from the database; in one transaction the stock is
 * taken with conditional decrements, the coupon use counted, the wallet debited through the ledger and the
 * order written with its items and first history row. The remainder paid ONLINE makes a draft that waits for
 * the payment (or expires); WALLET-only, COD and fully covered orders are real at once.
 */
export async function placeOrder(
  ctx: AppContext,
  userId: number,
  request: OrderRequest & { idempotencyKey?: string | undefined },
): Promise<PlaceOrderAnswer> {
  const keyId = ctx.payments.keyId;
  const key = request.idempotencyKey;
  if (key) {
    const prior = await answerForKey(ctx.db, userId, key, keyId);
    if (prior) return prior;
  }
  const orderId = newOrderId();

  let settings: EffectiveSettings;
  let provider: ProviderOrder | null;
  try {
    ({ settings, provider } = await dryRun(ctx, userId, orderId, request));
  } catch (err) {
    // A parallel call with the same key may have committed between the lookup above and the dry run, emptying
    // the cart or spending the stock or balance this refusal is about: its order is the answer.
    const prior = key ? await answerForKey(ctx.db, userId, key, keyId) : null;
    if (prior) return prior;
    throw err;
  }

  // The provider order is never created inside the transaction (the simulator writes through its own
  // connection, and a network call would hold row locks): if the amount moved meanwhile, make a new one outside
  // and try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    let outcome: { answer: PlaceOrderAnswer } | { amountInPaise: number };
    try {
      outcome = await ctx.db.transaction((tx) =>
        placeInTransaction(ctx, tx, { userId, orderId, request, provider, settings }),
      );
    } catch (err) {
      if (key && isUniqueViolation(err)) {
        const prior = await answerForKey(ctx.db, userId, key, keyId);
        if (prior) return prior;
      }
      throw err;
    }
    if ('answer' in outcome) {
      await announceStockChange(ctx, [orderId]);
      return outcome.answer;
    }
    provider = await providerOrderFor(ctx, orderId, userId, outcome.amountInPaise);
  }
  throw new Conflict('Prices changed while placing the order. Please try again.', 'PRICE_CHANGED');
}

/**
 * A dry run without locks: the shopper gets any refusal at once, and the provider order (a network call) is
 * made before the transaction takes row locks that other shoppers may be waiting for.
 */
async function dryRun(ctx: AppContext, userId: number, orderId: string, request: OrderRequest) {
  await addressSnapshot(ctx.db, userId, request.addressId);
  const [balanceRow] = await ctx.db
    .select({ balance: users.walletBalancePaise })
    .from(users)
    .where(eq(users.id, userId));
  // Read once, outside: on PGlite a query through ctx.db inside the transaction would wait for it forever.
  const settings = await getSettings(ctx);
  const preview = await quoteOrder(ctx.db, settings, ctx.clock.now(), {
    userId,
    request,
    walletBalancePaise: balanceRow?.balance ?? 0,
  });
  return { settings, provider: await providerOrderFor(ctx, orderId, userId, preview.price.amountInPaise) };
}

async function placeInTransaction(
  ctx: AppContext,
  tx: Db,
  input: {
    userId: number;
    orderId: string;
    request: OrderRequest & { idempotencyKey?: string | undefined };
    provider: ProviderOrder | null;
    settings: EffectiveSettings;
  },
): Promise<{ answer: PlaceOrderAnswer } | { amountInPaise: number }> {
  const { userId, orderId, request, provider, settings } = input;
  const keyId = ctx.payments.keyId;
  const key = request.idempotencyKey;
  const shopper = await lockShopper(tx, userId);
  if (!shopper) throw new Unauthorized();
  if (key) {
    // A parallel request with the same key held the lock first: its order is the answer.
    const prior = await answerForKey(tx, userId, key, keyId);
    if (prior) return { answer: prior };
  }
  const now = ctx.clock.now();
  const address = await addressSnapshot(tx, userId, request.addressId);
  const quote = await quoteOrder(tx, settings, now, {
    userId,
    request,
    walletBalancePaise: shopper.walletBalancePaise,
  });
  if (quote.price.amountInPaise !== (provider?.amountPaise ?? 0)) return { amountInPaise: quote.price.amountInPaise };

  await reserve(tx, quote);
  const isDraft = quote.price.remainderMethod === 'ONLINE';
  await tx.insert(orders).values({
    id: orderId,
    userId,
    status: isDraft ? 'PENDING' : 'ORDERED',
    isDraft,
    draftExpiresAt: isDraft ? new Date(now.getTime() + ctx.config.DRAFT_ORDER_TTL_MINUTES * 60_000) : null,
    isCartOrder: request.source.kind === 'cart',
    paymentMethods: quote.price.methods,
    paymentStatus: quote.price.remainingPaise === 0 ? 'PAID' : 'PENDING',
    itemsBasePaise: quote.price.basePricePaise,
    itemsPricePaise: quote.price.cartPricePaise,
    deliveryChargePaise: quote.price.deliveryChargePaise,
    codChargePaise: quote.price.codChargePaise,
    couponId: quote.coupon?.coupon.id ?? null,
    couponCode: quote.coupon?.coupon.code ?? null,
    couponDiscountPaise: quote.price.couponDiscountPaise,
    totalPaise: quote.price.totalPaise,
    walletPaise: quote.price.walletUsedPaise,
    remainingPaise: quote.price.remainingPaise,
    address,
    idempotencyKey: key ?? null,
    lastStatusUpdate: now,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(orderItems).values(
    quote.lines.map((l) => ({
      orderId,
      productId: l.productId,
      variantId: l.variantId,
      productName: l.productName,
      variantName: l.variantName,
      imageUrl: l.images[0] ?? '',
      quantity: l.quantity,
      unitPricePaise: l.pricePaise,
      unitBasePricePaise: Math.max(l.basePricePaise, l.pricePaise),
      hsnCode: l.hsnCode,
      gstRateBp: l.gstRateBp,
    })),
  );
  await recordOrderEvent(ctx, tx, {
    kind: 'status',
    orderId,
    status: isDraft ? 'PENDING' : 'ORDERED',
    note: isDraft ? 'Order created; waiting for the online payment' : 'Order placed',
    actor: 'customer',
    at: now,
  });
  if (provider)
    await tx.insert(payments).values({
      userId,
      orderId,
      provider: ctx.payments.id,
      providerOrderId: provider.providerOrderId,
      amountPaise: provider.amountPaise,
      createdAt: now,
      updatedAt: now,
    });
  if (quote.price.walletUsedPaise > 0)
    await holdWallet(tx, { userId, orderId, amountPaise: quote.price.walletUsedPaise });
  const cartLineIds = quote.lines.flatMap((l) => (l.cartItemId === null ? [] : [l.cartItemId]));
  if (cartLineIds.length)
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartLineIds)));

  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  return { answer: orderAnswer(order!, provider, keyId) };
}

/** Stock for every line (ascending variant ids), then the coupon use: inventory's lock order. */
async function reserve(tx: Db, quote: Quote) {
  for (const line of quote.lines)
    if (!(await takeStock(tx, line.variantId, line.quantity)))
      throw new Conflict(`${line.productName} (${line.variantName}) is out of stock`, 'OUT_OF_STOCK');
  if (quote.coupon && !(await takeCouponUse(tx, quote.coupon.coupon.id)))
    throw new BadRequest(COUPON_MESSAGES.EXHAUSTED, 'COUPON_EXHAUSTED');
}

async function providerOrderFor(
  ctx: AppContext,
  orderId: string,
  userId: number,
  amountPaise: number,
): Promise<ProviderOrder | null> {
  if (amountPaise <= 0) return null;
  const created = await ctx.payments.createOrder({
    amountPaise,
    receipt: orderId,
    notes: { orderId, userId: String(userId) },
  });
  return { providerOrderId: created.providerOrderId, amountPaise: created.amountPaise };
}

/** A unique-key violation from either driver (Drizzle wraps the driver's error in `cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

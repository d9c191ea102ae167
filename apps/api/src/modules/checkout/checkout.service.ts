import type { PlaceOrderAnswer } from '@shringar/contracts/checkout';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { orderCharges, orderItems } from '../../db/schema/orders.ts';
import { recordOrderEvent } from '../order-messages/order-messages.public.ts';
import { users } from '../../db/schema/users.ts';
import { Conflict, BadRequest, Unauthorized } from '../../lib/errors.ts';
import { newOrderId } from '../../lib/ids.ts';
import { removeOrderedLines } from '../cart/cart.public.ts';
import { COUPON_MESSAGES, takeCouponUse } from '../coupons/coupons.public.ts';
import { numberInvoiceIfDue, orderInsert } from '../orders/orders.public.ts';
import { recordProviderOrder } from '../payments/payments.public.ts';
import {
  announceProductStockChange,
  announceStockChange,
  holdWallet,
  lockShopper,
  takeStock,
} from '../inventory/inventory.public.ts';
import { type EffectiveSettings, getSettings } from '../settings/settings.public.ts';
import { answerForKey, orderAnswer } from './order-answer.ts';
import { addressSnapshot, type OrderRequest, quoteOrder, type Quote } from './order-quote.ts';
import { firstStatus, paymentValues, type PlacementInput, placementRows, type ProviderOrder } from './order-rows.ts';
import { type DryQuote, placeQuoted, QuoteMoved } from './quoted-placement.ts';

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
  let dry: DryQuote;
  try {
    ({ settings, provider, dry } = await dryRun(ctx, userId, orderId, request));
  } catch (err) {
    // A parallel call with the same key may have committed between the lookup above and the dry run, emptying
    // the cart or spending the stock or balance this refusal is about: its order is the answer.
    const prior = key ? await answerForKey(ctx.db, userId, key, keyId) : null;
    if (prior) return prior;
    throw err;
  }

  /** One transaction; a same-key call that committed first (the key's unique index) makes its order the answer. */
  const inTransaction = async <T>(place: (tx: Db) => Promise<T>): Promise<T | { answer: PlaceOrderAnswer }> => {
    try {
      return await ctx.db.transaction(place);
    } catch (err) {
      if (key && isUniqueViolation(err)) {
        const prior = await answerForKey(ctx.db, userId, key, keyId);
        if (prior) return { answer: prior };
      }
      throw err;
    }
  };

  // The quote as the dry run read it, checked under the locks: the common case, a few round trips in the locks.
  if (!dry.quote.coupon) {
    try {
      const placed = await inTransaction((tx) =>
        placeQuoted(ctx, tx, { userId, orderId, request, provider, settings, dry }).then((answer) => ({ answer })),
      );
      if (placed.answer.orderId === orderId) {
        ctx.metrics.orderPlaced(request.paymentMethods);
        await announceProductStockChange(ctx, [...new Set(dry.quote.lines.map((l) => l.productId))]);
      }
      return placed.answer;
    } catch (err) {
      if (!(err instanceof QuoteMoved)) throw err;
    }
  }

  // The provider order is never created inside the transaction (the simulator writes through its own
  // connection, and a network call would hold row locks): if the amount moved meanwhile, make a new one outside
  // and try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const outcome = await inTransaction((tx) =>
      placeInTransaction(ctx, tx, { userId, orderId, request, provider, settings }),
    );
    if ('answer' in outcome) {
      if (outcome.answer.orderId === orderId) ctx.metrics.orderPlaced(request.paymentMethods);
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
async function dryRun(
  ctx: AppContext,
  userId: number,
  orderId: string,
  request: OrderRequest,
): Promise<{ settings: EffectiveSettings; provider: ProviderOrder | null; dry: DryQuote }> {
  const address = await addressSnapshot(ctx.db, userId, request.addressId);
  const [user] = await ctx.db
    .select({
      balance: users.walletBalancePaise,
      phone: users.phone,
      email: users.email,
      codAllowed: users.codAllowed,
      whatsappOptInAt: users.whatsappOptInAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  // Read once, outside: on PGlite a query through ctx.db inside the transaction would wait for it forever.
  const settings = await getSettings(ctx);
  const quote = await quoteOrder(ctx.db, settings, ctx.clock.now(), {
    userId,
    request,
    walletBalancePaise: user?.balance ?? 0,
    cod: { pincode: address.pincode, accountCodAllowed: user?.codAllowed ?? false },
  });
  return {
    settings,
    provider: await providerOrderFor(ctx, orderId, userId, quote.price.amountInPaise),
    // No user row: the shopper lock finds none either and answers 401.
    dry: {
      quote,
      address,
      walletBalancePaise: user?.balance ?? 0,
      codAllowed: user?.codAllowed ?? false,
      recipient: { phone: user?.phone ?? '', email: user?.email ?? '', whatsapp: user?.whatsappOptInAt != null },
    },
  };
}

async function placeInTransaction(
  ctx: AppContext,
  tx: Db,
  input: PlacementInput,
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
    cod: { pincode: address.pincode, accountCodAllowed: shopper.codAllowed },
  });
  if (quote.price.amountInPaise !== (provider?.amountPaise ?? 0)) return { amountInPaise: quote.price.amountInPaise };

  await reserve(tx, quote, orderId, request.placedBy);
  // The written row comes back with the insert: one round trip less inside the transaction that holds the locks.
  const rows = placementRows(ctx, { orderId, userId, request, quote, address, now, settings });
  const [order] = await orderInsert(tx, rows.order).returning();
  await tx.insert(orderItems).values(rows.items);
  if (rows.charges.length) await tx.insert(orderCharges).values(rows.charges);
  await recordOrderEvent(ctx, tx, {
    kind: 'status',
    orderId,
    ...firstStatus(order!.isDraft),
    actor: request.placedBy ?? 'customer',
    at: now,
  });
  if (provider) await recordProviderOrder(tx, paymentValues(ctx, { userId, orderId }, provider, now));
  if (quote.price.walletUsedPaise > 0)
    await holdWallet(tx, { userId, orderId, amountPaise: quote.price.walletUsedPaise });
  const cartLineIds = quote.lines.flatMap((l) => (l.cartItemId === null ? [] : [l.cartItemId]));
  if (cartLineIds.length) await removeOrderedLines(tx, userId, cartLineIds);
  // An order the wallet paid in full is paid now: its invoice is numbered here, last in the transaction.
  await numberInvoiceIfDue(tx, order!, now);

  return { answer: orderAnswer(order!, provider, keyId) };
}

/** Stock for every line (ascending variant ids), then the coupon use: inventory's lock order. */
async function reserve(tx: Db, quote: Quote, orderId: string, placedBy = 'customer') {
  const cause = { kind: 'order', reason: `Order ${orderId} placed`, actor: placedBy, orderId } as const;
  for (const line of quote.lines)
    if (!(await takeStock(tx, line.variantId, line.quantity, cause)))
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

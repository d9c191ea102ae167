import type { PlaceOrderAnswer } from '@shringar/contracts/checkout';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { OrderAddressSnapshot } from '../../db/schema/orders.ts';
import { orderCharges, orderItems } from '../../db/schema/orders.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { removeOrderedLines } from '../cart/cart.public.ts';
import { holdWallet, lockShopper, orderTakenMovements, takeStockReadingLine } from '../inventory/inventory.public.ts';
import { firstStatusInserts, type Recipient } from '../order-messages/order-messages.public.ts';
import { numberInvoiceIfDue, orderInsert } from '../orders/orders.public.ts';
import { recordProviderOrder } from '../payments/payments.public.ts';
import { orderAnswer } from './order-answer.ts';
import type { OrderLine } from './order-lines.ts';
import { type Quote, quoteOrder } from './order-quote.ts';
import { firstStatus, paymentValues, type PlacementInput, placementRows } from './order-rows.ts';

/**
 * Something the quote priced moved between the dry run and the locks (a price, the stock, the wallet balance,
 * the cart): the transaction rolls back and the order is placed the careful way, quoting again under the locks,
 * so the shopper gets exactly the answer or refusal that path gives.
 */
export class QuoteMoved extends Error {
  constructor(readonly what: string) {
    super(`the quote moved: ${what}`);
    this.name = 'QuoteMoved';
  }
}

/** What the dry run read outside the transaction: the quote and what the order row needs besides. */
export type DryQuote = {
  quote: Quote;
  address: OrderAddressSnapshot;
  walletBalancePaise: number;
  /** The shopper's COD switch as the quote read it. */
  codAllowed: boolean;
  recipient: Recipient;
};

/** Every line column the order copies or the quote priced (stock aside: the decrement checks it). */
const sameLine = (quoted: OrderLine, live: Omit<OrderLine, 'cartItemId' | 'quantity' | 'variantId'>) =>
  live.productId === quoted.productId &&
  live.isActive &&
  live.productName === quoted.productName &&
  live.variantName === quoted.variantName &&
  live.pricePaise === quoted.pricePaise &&
  live.basePricePaise === quoted.basePricePaise &&
  live.maxPerOrder === quoted.maxPerOrder &&
  live.hsnCode === quoted.hsnCode &&
  live.gstRateBp === quoted.gstRateBp &&
  live.images.length === quoted.images.length &&
  live.images.every((image, i) => image === quoted.images[i]);

/** Statements written as one: the first ones as data-modifying CTEs of the last (a round trip each saved). */
function asOneStatement(statements: { getSQL(): SQL }[]): SQL {
  const last = statements.at(-1)!.getSQL();
  if (statements.length === 1) return last;
  const ctes = statements.slice(0, -1).map((s, i) => sql`${sql.raw(`w${i}`)} as (${s.getSQL()})`);
  return sql`with ${sql.join(ctes, sql`, `)} ${last}`;
}

/**
 * Places the order the dry run quoted, in the caller's transaction, in the lock order of inventory: the shopper's
 * row, then each line's conditional stock decrement (ascending variant ids), which returns the live line to check
 * the quote against; then the order, its items, its first history row, its messages and its payment in one
 * statement. A coupon's per-shopper limits must be read under the shopper's lock, so a quote with a coupon never
 * comes here. Throws QuoteMoved when anything differs from the quote.
 */
export async function placeQuoted(
  ctx: AppContext,
  tx: Db,
  input: PlacementInput & { dry: DryQuote },
): Promise<PlaceOrderAnswer> {
  const { userId, orderId, request, provider, dry } = input;
  const { quote } = dry;
  const shopper = await lockShopper(tx, userId);
  if (!shopper) throw new Unauthorized();
  // The price used this balance (the wallet part, and whether the wallet covers the order).
  if (shopper.walletBalancePaise !== dry.walletBalancePaise) throw new QuoteMoved('wallet balance');
  // Staff may have switched the shopper's COD off (or a returned parcel did) since the quote allowed it.
  if (shopper.codAllowed !== dry.codAllowed) throw new QuoteMoved('COD standing');
  const taken: { variantId: number; quantity: number; balance: number }[] = [];
  for (const [i, line] of quote.lines.entries()) {
    const live = await takeStockReadingLine(tx, line.variantId, line.quantity);
    // The dry run checked the line limits against the same maxPerOrder; the decrement checked the stock.
    if (!live) {
      // Someone took the last units meanwhile (a race for scarce stock has many such losers): before this
      // transaction has taken anything, quoting again under the lock throws the refusal the careful path gives,
      // without a second transaction.
      if (i === 0)
        await quoteOrder(tx, input.settings, ctx.clock.now(), {
          userId,
          request,
          walletBalancePaise: shopper.walletBalancePaise,
          cod: { pincode: dry.address.pincode, accountCodAllowed: shopper.codAllowed },
        });
      throw new QuoteMoved('stock');
    }
    if (!sameLine(line, live)) throw new QuoteMoved('line');
    taken.push({ variantId: line.variantId, quantity: line.quantity, balance: live.stock });
  }

  const now = ctx.clock.now();
  const rows = placementRows(ctx, {
    orderId,
    userId,
    request,
    quote,
    address: dry.address,
    now,
    settings: input.settings,
  });
  const { order } = rows;
  const writes = [
    orderInsert(tx, order),
    tx.insert(orderItems).values(rows.items),
    ...(rows.charges.length ? [tx.insert(orderCharges).values(rows.charges)] : []),
    ...firstStatusInserts(
      ctx,
      tx,
      { kind: 'status', orderId, ...firstStatus(order.isDraft), actor: request.placedBy ?? 'customer', at: now },
      order,
      dry.recipient,
    ),
    ...(provider ? [recordProviderOrder(tx, paymentValues(ctx, { userId, orderId }, provider, now))] : []),
    orderTakenMovements(tx, orderId, taken, request.placedBy),
  ];
  await tx.execute(asOneStatement(writes));
  if (quote.price.walletUsedPaise > 0)
    await holdWallet(tx, { userId, orderId, amountPaise: quote.price.walletUsedPaise });

  const cartLines = quote.lines.flatMap((l) => (l.cartItemId === null ? [] : [l]));
  if (cartLines.length) {
    // The cart lines go as they were quoted, or the order is quoted again.
    const gone = await removeOrderedLines(
      tx,
      userId,
      cartLines.map((l) => l.cartItemId!),
    );
    const asQuoted = cartLines.every((l) =>
      gone.some((g) => g.id === l.cartItemId && g.variantId === l.variantId && g.quantity === l.quantity),
    );
    if (gone.length !== cartLines.length || !asQuoted) throw new QuoteMoved('cart');
  }
  // An order the wallet paid in full is paid now: its invoice is numbered here, last in the transaction.
  await numberInvoiceIfDue(tx, { ...order, id: orderId }, now);
  return orderAnswer(order, provider, ctx.payments.keyId);
}

import type { ManualOrderAnswer, manualOrderBody, VariantChoice } from '@shringar/contracts/admin-order-desk';
import type { z } from 'zod';
import { toRupees } from '@shringar/contracts/money';
import { storePaths } from '@shringar/contracts/store-paths';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { productVariants, products } from '../../db/schema/catalogue.ts';
import { ValidationError } from '../../lib/errors.ts';
import { findOrCreateShopper, shopperByPhone } from '../account/account.public.ts';
import { createAddress, listAddresses } from '../addresses/addresses.public.ts';
import { placeOrder } from './checkout.service.ts';
import { queuePaymentLinkMessage } from '../order-messages/order-messages.public.ts';

/** The shopper behind a phone number and their saved addresses; a number without an account answers none. */
export async function findPhoneShopper(ctx: AppContext, phone: string) {
  const shopper = await shopperByPhone(ctx, phone);
  if (!shopper) return { userId: null, name: '', addresses: [] };
  return { userId: shopper.id, name: shopper.name, addresses: await listAddresses(ctx, shopper.id) };
}

/** Active products' variants whose product name, variant name or SKU holds the words, for a phone order. */
export async function searchOrderVariants(ctx: AppContext, q: string): Promise<VariantChoice[]> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      productName: products.name,
      variantName: productVariants.name,
      sku: productVariants.sku,
      pricePaise: productVariants.pricePaise,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.isActive, true),
        or(ilike(products.name, like), ilike(productVariants.name, like), ilike(productVariants.sku, like)),
      ),
    )
    .orderBy(asc(products.name), asc(productVariants.id))
    .limit(12);
  return rows.map(({ pricePaise, ...r }) => ({ ...r, price: toRupees(pricePaise) }));
}

/**
 * A phone order: the shopper found by phone or made, a saved or new address, then checkout's own placement
 * (the one pricing function, stock, coupon use, history and messages) with the staff member as who placed it.
 * COD is real at once; a payment link makes the order that waits for its online payment, paid at the order's
 * page through the store's payment provider (the simulator by default).
 */
export async function placeManualOrder(
  ctx: AppContext,
  body: z.output<typeof manualOrderBody>,
  staff: { actor: string; idempotencyKey?: string | undefined },
): Promise<ManualOrderAnswer> {
  if (body.addressId === undefined && !body.address)
    throw ValidationError.field('address', 'Choose a saved address or enter a new one');
  const { userId, created } = await findOrCreateShopper(ctx, body.phone, body.name || (body.address?.name ?? ''));
  const addressId = body.addressId ?? (await createAddress(ctx, userId, body.address!)).id;
  const placed = await placeOrder(ctx, userId, {
    source: { kind: 'lines', items: body.items },
    paymentMethods: [body.payment === 'COD' ? 'COD' : 'ONLINE'],
    couponCode: body.couponCode,
    addressId,
    placedBy: staff.actor,
    idempotencyKey: staff.idempotencyKey,
  });
  const path = storePaths.orderDetails(placed.orderId);
  const base = ctx.config.PUBLIC_BASE_URL;
  const paymentLink = placed.isDraft ? (base ? new URL(path, base).toString() : path) : null;
  // The shopper is on the phone, not at the store: the link reaches them by SMS (and their other channels).
  if (paymentLink)
    await queuePaymentLinkMessage(ctx, { orderId: placed.orderId, userId, paymentLink, at: ctx.clock.now() });
  return {
    orderId: placed.orderId,
    isDraft: placed.isDraft,
    total: placed.totalAmount,
    payment: body.payment,
    paymentLink,
    shopperCreated: created,
  };
}

import { averageRating } from '@shringar/contracts/catalogue';
import { CART_MESSAGES, type Cart, MAX_CART_LINE_QUANTITY } from '@shringar/contracts/cart';
import { discountPercent, toRupees } from '@shringar/contracts/money';
import { chargePaise, freeDeliveryBanner, priceOrder, pricingSettingsOf } from '@shringar/contracts/pricing';
import type { AppContext } from '../../context.ts';
import { Conflict, NotFound, ValidationError } from '../../lib/errors.ts';
import { getSettings } from '../settings/settings.public.ts';
import { lineLimit, pricingLinesOf } from './cart-pricing.ts';
import {
  cartLines,
  countCartItems,
  decrementCartLine,
  deleteCartLine,
  findVariantOfProduct,
  upsertCartLine,
} from './cart.repository.ts';

/** The spec 3 Cart with live prices, stock and ratings, and totals from the shared pricing function. */
export async function getCart(ctx: AppContext, userId: number): Promise<Cart> {
  const [rows, settings] = await Promise.all([cartLines(ctx.db, userId), getSettings(ctx)]);
  const pricingSettings = pricingSettingsOf(settings);
  const price = priceOrder({ lines: pricingLinesOf(rows), settings: pricingSettings, methods: [] });
  const banner = freeDeliveryBanner(price.cartPricePaise, pricingSettings, settings.currencySymbol);
  return {
    items: rows.map((r) => ({
      cartItemId: r.cartItemId,
      productId: r.productId,
      variantId: r.variantId,
      variantName: r.variantName,
      productName: r.productName,
      images: r.images,
      avgRating: averageRating(r.ratingTotal, r.ratingCount),
      reviews: r.ratingCount,
      itemPrice: toRupees(r.pricePaise),
      itemBasePrice: toRupees(Math.max(r.basePricePaise, r.pricePaise)),
      itemDiscount: discountPercent(r.pricePaise, r.basePricePaise),
      itemStock: r.isActive ? r.stock : 0,
      itemQuantity: r.quantity,
      itemMaxQuantity: r.isActive ? lineLimit(r.stock, r.maxPerOrder, MAX_CART_LINE_QUANTITY) : 0,
    })),
    itemCount: price.itemCount,
    cartPrice: toRupees(price.cartPricePaise),
    allItemsBasePrice: toRupees(price.basePricePaise),
    finalDiscount: toRupees(price.discountPaise),
    // The spec's named fields: the delivery line of the list, and the COD charge as the setting offers it.
    finalDeliveryCharge: toRupees(chargePaise(price.charges, 'delivery')),
    codCharge: settings.isCodAvailable ? settings.codCharge : 0,
    minimumOrderAmount: settings.minimumOrderAmount,
    isMinimumOrderMet: price.cartPricePaise >= settings.minimumOrderAmountPaise,
    freeDeliveryBanner: {
      stage: banner.stage,
      amount: toRupees(banner.amountPaise),
      progressPercent: banner.progressPercent,
      message: banner.message,
    },
  };
}

export async function cartCount(ctx: AppContext, userId: number) {
  return { itemCount: await countCartItems(ctx.db, userId) };
}

/** The clear 409 for a line that would pass what may be bought. */
export function quantityLimitError(stock: number, maxPerOrder: number): Conflict {
  if (stock <= 0) return new Conflict(CART_MESSAGES.OUT_OF_STOCK, 'OUT_OF_STOCK');
  const cap = Math.min(maxPerOrder, MAX_CART_LINE_QUANTITY);
  if (stock < cap) return new Conflict(`Only ${stock} left in stock`, 'OUT_OF_STOCK');
  return new Conflict(`You can buy at most ${cap} of this item`, 'QUANTITY_LIMIT');
}

/** Adds to the cart (a repeat add increments), never past stock, the variant's maximum or 10 per line. */
export async function addToCart(
  ctx: AppContext,
  userId: number,
  input: { productId?: number | undefined; variantId?: number | undefined; quantity: number },
): Promise<Cart> {
  if (input.productId === undefined || input.variantId === undefined) {
    const field = input.productId === undefined ? 'productId' : 'variantId';
    throw ValidationError.field(field, CART_MESSAGES.INCOMPLETE, 'PRODUCT_INFO_INCOMPLETE');
  }
  const variant = await findVariantOfProduct(ctx.db, input.productId, input.variantId);
  if (!variant || !variant.isActive) throw new NotFound('Product not found');
  const limit = lineLimit(variant.stock, variant.maxPerOrder, MAX_CART_LINE_QUANTITY);
  if (input.quantity > limit) throw quantityLimitError(variant.stock, variant.maxPerOrder);
  const quantity = await upsertCartLine(ctx.db, {
    userId,
    productId: variant.productId,
    variantId: variant.variantId,
    quantity: input.quantity,
    limit,
    now: ctx.clock.now(),
  });
  if (quantity === null) throw quantityLimitError(variant.stock, variant.maxPerOrder);
  return getCart(ctx, userId);
}

export async function minusCartItem(ctx: AppContext, userId: number, cartItemId: number): Promise<Cart> {
  if (!(await decrementCartLine(ctx.db, userId, cartItemId, ctx.clock.now())))
    throw new NotFound('Cart item not found');
  return getCart(ctx, userId);
}

export async function removeCartItem(ctx: AppContext, userId: number, cartItemId: number): Promise<Cart> {
  if (!(await deleteCartLine(ctx.db, userId, cartItemId))) throw new NotFound('Cart item not found');
  return getCart(ctx, userId);
}

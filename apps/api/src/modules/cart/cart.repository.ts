import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productVariants, products } from '../../db/schema/catalogue.ts';
import { cartItems } from '../../db/schema/shopping.ts';

/** The live product and variant columns a cart line and an order line both read. */
export const variantLineColumns = {
  productName: products.name,
  variantName: productVariants.name,
  images: productVariants.images,
  pricePaise: productVariants.pricePaise,
  basePricePaise: productVariants.basePricePaise,
  stock: productVariants.stock,
  maxPerOrder: productVariants.maxPerOrder,
  isActive: products.isActive,
  hsnCode: products.hsnCode,
  gstRateBp: products.gstRateBp,
};

/** A cart line joined with its live product and variant. */
export function cartLines(db: Db, userId: number) {
  return db
    .select({
      cartItemId: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      ratingTotal: products.ratingTotal,
      ratingCount: products.ratingCount,
      ...variantLineColumns,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** The variant if it belongs to the product. */
export async function findVariantOfProduct(db: Db, productId: number, variantId: number) {
  const [row] = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      isActive: products.isActive,
      stock: productVariants.stock,
      maxPerOrder: productVariants.maxPerOrder,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.id, productId)));
  return row ?? null;
}

/**
 * Adds to the line for (user, variant), creating it when missing. One statement, so parallel adds neither
 * duplicate the line nor push it past `limit`: the update only happens while the sum stays within it.
 * Returns the new quantity, or null when the sum would pass the limit.
 */
export async function upsertCartLine(
  db: Db,
  line: { userId: number; productId: number; variantId: number; quantity: number; limit: number; now: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(cartItems)
    .values({
      userId: line.userId,
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      createdAt: line.now,
      updatedAt: line.now,
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: line.now },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${line.limit}`,
    })
    .returning({ quantity: cartItems.quantity });
  return row?.quantity ?? null;
}

/** One less of a line; a line at 1 is removed. False when the line is not this user's. */
export async function decrementCartLine(db: Db, userId: number, cartItemId: number, now: Date): Promise<boolean> {
  const mine = and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId));
  // Two conditional statements; a parallel add between them makes both miss, so look again (bounded).
  for (let attempt = 0; attempt < 3; attempt++) {
    const [lowered] = await db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - 1`, updatedAt: now })
      .where(and(mine, sql`${cartItems.quantity} > 1`))
      .returning({ id: cartItems.id });
    if (lowered) return true;
    const [removed] = await db
      .delete(cartItems)
      .where(and(mine, sql`${cartItems.quantity} <= 1`))
      .returning({ id: cartItems.id });
    if (removed) return true;
    const [still] = await db.select({ id: cartItems.id }).from(cartItems).where(mine);
    if (!still) return false;
  }
  return false;
}

export async function deleteCartLine(db: Db, userId: number, cartItemId: number): Promise<boolean> {
  const [removed] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return Boolean(removed);
}

export async function countCartItems(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * Takes the shopper's ordered lines out of the cart (checkout, inside the placing transaction) and answers what
 * was removed, so the caller can tell whether the lines were still as it quoted them.
 */
export function removeOrderedLines(db: Db, userId: number, cartItemIds: readonly number[]) {
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...cartItemIds])))
    .returning({ id: cartItems.id, variantId: cartItems.variantId, quantity: cartItems.quantity });
}

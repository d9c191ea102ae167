import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { productVariants, products } from '../../db/schema/catalogue.ts';

/*
 * The stock column of product_variants, written only for inventory: its value is the sum of the variant's stock
 * movements (inventory's), and it moves in the same statement or transaction as the movement row. The catalogue
 * owns the row, so the writes are here; inventory composes them with its ledger.
 */

/**
 * The statement that adds delta units (negative: takes them) unless the stock would fall below zero, answering
 * `id, stock` after the change: inventory runs it as the first part of one statement with the movement insert.
 */
export const variantStockMove = (variantId: number, delta: number): SQL => sql`
  update product_variants set stock = stock + ${delta}::int
   where id = ${variantId}::int and stock + ${delta}::int >= 0
  returning id, stock`;

/**
 * Takes the quantity if there is that much, answering the given columns of the variant and its product as the
 * decrement saw them (the row stays locked to the transaction's end), or nothing when there is not enough.
 */
export function takeVariantStock<T extends SelectedFields>(tx: Db, variantId: number, quantity: number, fields: T) {
  return tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .from(products)
    .where(
      and(
        eq(productVariants.id, variantId),
        gte(productVariants.stock, quantity),
        eq(products.id, productVariants.productId),
      ),
    )
    .returning(fields);
}

import { toPaise, toRupees } from '@shringar/contracts/money';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { productVariants } from '../../db/schema/catalogue.ts';
import { NotFound, ValidationError } from '../../lib/errors.ts';

type VariantPrice = { variantId: number; productId: number; price: number; basePrice: number };

/**
 * Sets one variant's price (and base price, which defaults to the current one), locked against a parallel
 * change, then tells every process's caches once the change has committed. Answers the prices before and after
 * for the audit log.
 */
export async function setVariantPrice(
  ctx: AppContext,
  input: { variantId: number; price: number; basePrice?: number | undefined },
): Promise<{ before: VariantPrice; after: VariantPrice }> {
  const result = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        productId: productVariants.productId,
        pricePaise: productVariants.pricePaise,
        basePricePaise: productVariants.basePricePaise,
      })
      .from(productVariants)
      .where(eq(productVariants.id, input.variantId))
      .for('update');
    if (!row) throw new NotFound('Variant not found', 'VARIANT_NOT_FOUND');
    const pricePaise = toPaise(input.price);
    const basePricePaise = input.basePrice === undefined ? row.basePricePaise : toPaise(input.basePrice);
    if (basePricePaise < pricePaise)
      throw ValidationError.field(
        input.basePrice === undefined ? 'price' : 'basePrice',
        `price must not be above the base price (₹${toRupees(basePricePaise)})`,
      );
    await tx
      .update(productVariants)
      .set({ pricePaise, basePricePaise, updatedAt: ctx.clock.now() })
      .where(eq(productVariants.id, input.variantId));
    const view = (price: number, base: number): VariantPrice => ({
      variantId: input.variantId,
      productId: row.productId,
      price: toRupees(price),
      basePrice: toRupees(base),
    });
    return { before: view(row.pricePaise, row.basePricePaise), after: view(pricePaise, basePricePaise) };
  });
  await ctx.changes.publish({ kind: 'catalogue', productIds: [result.after.productId] });
  return result;
}

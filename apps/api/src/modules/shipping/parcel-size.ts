import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productVariants } from '../../db/schema/catalogue.ts';

export type SuggestedParcel = {
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
};

/**
 * The parcel an order's lines make, from each variant's packed weight and size: the weights add up, the box is
 * as long and as wide as the largest unit and the units stack in height. A figure no variant gave is null, so
 * staff type it rather than the courier being told a made-up one.
 */
export async function suggestParcel(
  db: Db,
  lines: { variantId: number; quantity: number }[],
): Promise<SuggestedParcel> {
  if (lines.length === 0) return { weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null };
  const variants = await db
    .select({
      id: productVariants.id,
      weightGrams: productVariants.weightGrams,
      lengthCm: productVariants.lengthCm,
      breadthCm: productVariants.breadthCm,
      heightCm: productVariants.heightCm,
    })
    .from(productVariants)
    .where(
      inArray(
        productVariants.id,
        lines.map((l) => l.variantId),
      ),
    );
  const byId = new Map(variants.map((v) => [v.id, v]));
  const each = lines.map((l) => ({ v: byId.get(l.variantId), quantity: l.quantity }));
  const all = <K extends 'weightGrams' | 'lengthCm' | 'breadthCm' | 'heightCm'>(key: K) =>
    each.every((e) => e.v?.[key] != null);
  return {
    weightGrams: all('weightGrams') ? each.reduce((sum, e) => sum + e.v!.weightGrams! * e.quantity, 0) : null,
    lengthCm: all('lengthCm') ? Math.max(...each.map((e) => e.v!.lengthCm!)) : null,
    breadthCm: all('breadthCm') ? Math.max(...each.map((e) => e.v!.breadthCm!)) : null,
    heightCm: all('heightCm') ? each.reduce((sum, e) => sum + e.v!.heightCm! * e.quantity, 0) : null,
  };
}

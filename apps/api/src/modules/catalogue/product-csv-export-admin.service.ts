import { CSV_LIST_SEPARATOR, PRODUCT_CSV_COLUMNS } from '@shringar/contracts/admin-product-csv';
import { csvLine } from '@shringar/contracts/csv';
import { toRupees } from '@shringar/contracts/money';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { brands, categories, products, productVariants } from '../../db/schema/catalogue.ts';

/** Every product and variant, one row per variant, in the columns the import reads back. */
export async function exportProductCsv(ctx: AppContext): Promise<string> {
  const rows = await ctx.db
    .select({ p: products, v: productVariants, category: categories.slug, brand: brands.slug })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(asc(products.id), asc(productVariants.sortOrder), asc(productVariants.id));
  const lines = rows.map(({ p, v, category, brand }) =>
    csvLine([
      p.id,
      p.name,
      p.slug,
      category,
      brand,
      p.hsnCode,
      p.gstRateBp / 100,
      p.isActive,
      p.descriptionHtml,
      v.id,
      v.sku,
      v.name,
      toRupees(v.pricePaise),
      toRupees(v.basePricePaise),
      v.stock,
      v.maxPerOrder,
      v.deliveryType,
      v.deliveryDays,
      v.warranty,
      v.highlights.join(CSV_LIST_SEPARATOR),
      v.images.join(CSV_LIST_SEPARATOR),
      v.weightGrams ?? '',
      v.lengthCm ?? '',
      v.breadthCm ?? '',
      v.heightCm ?? '',
      p.metaTitle ?? '',
      p.metaDescription ?? '',
      v.shadeFamily ?? '',
      v.swatch ?? '',
      v.size ?? '',
      v.sizeRank ?? '',
      v.packSize ?? '',
    ]),
  );
  return `${[csvLine([...PRODUCT_CSV_COLUMNS]), ...lines].join('\r\n')}\r\n`;
}

import {
  CSV_IMPORT_MAX_ROWS,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  type ProductCsvImportAnswer,
  type ProductCsvRow,
  type RefusedCsvRow,
  csvColumnOf,
  readProductCsvRow,
} from '@shringar/contracts/admin-product-csv';
import type { AdminProductView, ProductInput } from '@shringar/contracts/admin-products';
import { parseCsv } from '@shringar/contracts/csv';
import { eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { brands, categories, products, productVariants } from '../../db/schema/catalogue.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { saveProduct } from './product-save-admin.service.ts';

/** Columns a file must have; the others may be left out (their defaults apply to new variants). */
const REQUIRED: ProductCsvColumn[] = [
  'name',
  'slug',
  'category',
  'brand',
  'hsn_code',
  'gst_rate',
  'sku',
  'variant_name',
  'price',
  'base_price',
  'stock',
  'delivery_type',
  'warranty',
];

/** A problem with one row, by column: the row is refused and nothing of it is written. */
class RowRefused extends Error {
  constructor(
    readonly field: ProductCsvColumn,
    reason: string,
  ) {
    super(reason);
  }
}

function header(cells: string[]): ProductCsvColumn[] {
  const columns = cells.map((c) => c.trim().toLowerCase());
  const unknown = columns.filter((c) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) throw ValidationError.field('csv', `Unknown column: ${unknown.join(', ')}`);
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) throw ValidationError.field('csv', `Missing column: ${missing.join(', ')}`);
  return columns as ProductCsvColumn[];
}

/** Category and brand by slug or name (case-insensitive). */
async function lookUp(ctx: AppContext, row: ProductCsvRow) {
  const [category] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.slug, row.category), sql`lower(${categories.name}) = lower(${row.category})`));
  if (!category) throw new RowRefused('category', `No category ${row.category}`);
  const [brand] = await ctx.db
    .select({ id: brands.id })
    .from(brands)
    .where(or(eq(brands.slug, row.brand), sql`lower(${brands.name}) = lower(${row.brand})`));
  if (!brand) throw new RowRefused('brand', `No brand ${row.brand}`);
  return { categoryId: category.id, brandId: brand.id };
}

/** The product a row belongs to: its variant's (by variant_id, else SKU), else product_id, else slug; else new. */
async function productOf(
  ctx: AppContext,
  row: ProductCsvRow,
): Promise<{ productId: number | null; variantId?: number }> {
  const [variant] = await ctx.db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(
      row.variantId
        ? eq(productVariants.id, row.variantId)
        : sql`lower(${productVariants.sku}) = lower(${row.variant.sku})`,
    );
  if (row.variantId && !variant) throw new RowRefused('variant_id', `No variant ${row.variantId}`);
  if (variant) {
    if (row.productId && row.productId !== variant.productId)
      throw new RowRefused('product_id', `Variant ${variant.id} belongs to product ${variant.productId}`);
    return { productId: variant.productId, variantId: variant.id };
  }
  if (row.productId) {
    const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, row.productId));
    if (!product) throw new RowRefused('product_id', `No product ${row.productId}`);
    return { productId: product.id };
  }
  const [bySlug] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.slug, row.product.slug));
  return { productId: bySlug?.id ?? null };
}

/** The whole product form with this row's product fields and its variant put in (replacing or added). */
function formWith(row: ProductCsvRow, refs: { categoryId: number; brandId: number }, variantId: number | undefined) {
  return (before: AdminProductView | null): ProductInput => {
    const alts = new Map(before?.variants.flatMap((v) => v.photos.map((p) => [p.url, p.alt] as const)) ?? []);
    const variant = {
      ...row.variant,
      ...(variantId ? { variantId } : {}),
      photos: row.variant.photos.map((p) => ({ url: p.url, alt: alts.get(p.url) ?? '' })),
    };
    const kept = (before?.variants ?? []).map((v) => (v.variantId === variantId ? variant : v));
    return {
      ...row.product,
      ...refs,
      variants: kept.some((v) => v === variant) ? kept : [...kept, variant],
    };
  };
}

/**
 * Imports a products CSV row by row. Each row goes through the edit form's save (same checks, its own
 * transaction), so a refused row leaves nothing behind and the good rows are applied. Caches forget the
 * touched products once, at the end.
 */
export async function importProductCsv(ctx: AppContext, csv: string, actor: string): Promise<ProductCsvImportAnswer> {
  const [head, ...data] = parseCsv(csv);
  if (!head) throw ValidationError.field('csv', 'The file is empty');
  if (data.length > CSV_IMPORT_MAX_ROWS)
    throw ValidationError.field('csv', `At most ${CSV_IMPORT_MAX_ROWS} rows in one import`);
  const columns = header(head.cells);
  const refused: RefusedCsvRow[] = [];
  const touched = new Set<number>();
  let created = 0;
  let updated = 0;
  for (const { line, cells } of data) {
    const read = readProductCsvRow(line, Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ''])));
    if (!read.ok) {
      refused.push(...read.refused);
      continue;
    }
    try {
      const refs = await lookUp(ctx, read.value);
      const target = await productOf(ctx, read.value);
      const saved = await saveProduct(ctx, target.productId, formWith(read.value, refs, target.variantId), {
        publish: false,
        actor,
        countedSku: read.value.variant.sku,
      });
      touched.add(saved.productId);
      if (target.productId === null) created++;
      else updated++;
    } catch (err) {
      if (err instanceof RowRefused) refused.push({ row: line, field: err.field, reason: err.message });
      else if (err instanceof AppError && err.statusCode < 500)
        for (const e of err.errors ?? [{ field: 'row', message: err.message }])
          refused.push({ row: line, field: csvColumnOf(e.field), reason: e.message });
      else throw err;
    }
  }
  if (touched.size) await ctx.changes.publish({ kind: 'catalogue', productIds: [...touched] });
  return { rows: data.length, created, updated, refused };
}

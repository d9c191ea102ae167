import {
  OPTION_COLUMNS,
  PRODUCT_CSV_COLUMNS,
  type CsvFieldChange,
  type CsvPreviewRecord,
  type ProductCsvColumn,
  type ProductCsvRow,
  csvColumnOf,
  readProductCsvRow,
} from '@shringar/contracts/admin-product-csv';
import {
  type AdminProductView,
  type ProductInput,
  type VariantOptionsInput,
  variantOptionsInput,
} from '@shringar/contracts/admin-products';
import { followsName, optionValuesOfName } from '@shringar/contracts/variant-options';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { brands, categories, products, productVariants } from '../../db/schema/catalogue.ts';
import { stockMovements } from '../../db/schema/stock.ts';
import { AppError } from '../../lib/errors.ts';
import { versionOf } from '../../lib/record-version.ts';
import { saveProduct } from './product-save-admin.service.ts';
import { adminProductView } from './product-view-admin.ts';
import { productVersion } from './product-version-admin.ts';

/*
 * One run of a products CSV against the catalogue, inside the caller's transaction: each record goes through the
 * edit form's save (same checks) in a savepoint of its own, so a refused record leaves nothing behind. The preview
 * runs it and rolls back; Apply runs it again and commits, so what is applied is what was shown.
 */

/** A record of the file: its number among the records (after the header) and its cells by column. */
export type CsvFileRecord = { record: number; cells: Partial<Record<ProductCsvColumn, string>> };

/** A product as the run first found it (null: the run created it) and as the run left it. */
export type TouchedProduct = {
  productId: number;
  before: AdminProductView | null;
  beforeVersion: string | null;
  /** The last stock movement of each of its variants when the run first touched it, by variant id. */
  beforeLedger: Record<string, number>;
  afterVersion: string;
  afterLedger: Record<string, number>;
};

export type CsvRun = { items: CsvPreviewRecord[]; touched: TouchedProduct[] };

/** A problem with one record, by column: the record is refused and nothing of it is written. */
class RecordRefused extends Error {
  constructor(
    readonly field: ProductCsvColumn,
    reason: string,
    /** The stored product the record would have touched, where it names one. */
    readonly productId: number | null = null,
  ) {
    super(reason);
  }
}

/** Category and brand by slug or name (case-insensitive). */
async function lookUp(db: Db, row: ProductCsvRow) {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.slug, row.category), sql`lower(${categories.name}) = lower(${row.category})`));
  if (!category) throw new RecordRefused('category', `No category ${row.category} in this store`);
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(or(eq(brands.slug, row.brand), sql`lower(${brands.name}) = lower(${row.brand})`));
  if (!brand) throw new RecordRefused('brand', `No brand ${row.brand} in this store`);
  return { categoryId: category.id, brandId: brand.id };
}

/**
 * The product a record belongs to. A SKU (or variant_id) that exists names its product; the record must name the
 * same one (product_id, else slug), or it is refused: it would otherwise rewrite another product. A new SKU goes
 * to the product named by product_id, else slug, else makes a new product.
 */
async function productOf(db: Db, row: ProductCsvRow): Promise<{ productId: number | null; variantId?: number }> {
  const sku = row.variant.sku;
  const [bySku] = await db
    .select({ id: productVariants.id, productId: productVariants.productId, slug: products.slug })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(sql`lower(${productVariants.sku}) = lower(${sku})`);
  let variant = bySku;
  if (row.variantId) {
    const [byId] = await db
      .select({ id: productVariants.id, productId: productVariants.productId, slug: products.slug })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, row.variantId));
    if (!byId) throw new RecordRefused('variant_id', `No variant ${row.variantId}`);
    if (bySku && bySku.id !== byId.id)
      throw new RecordRefused('sku', `SKU ${sku} is used by product ${bySku.productId} (${bySku.slug})`);
    variant = byId;
  }
  if (variant) {
    if (row.productId && row.productId !== variant.productId)
      throw new RecordRefused(
        'product_id',
        `SKU ${sku} belongs to product ${variant.productId} (${variant.slug}), not product ${row.productId}`,
      );
    if (!row.productId && variant.slug !== row.product.slug)
      throw new RecordRefused(
        'sku',
        `SKU ${sku} belongs to product ${variant.productId} (${variant.slug}), not to the product slug ${row.product.slug} names. Use another SKU, or give product_id ${variant.productId} to rename that product's slug.`,
        variant.productId,
      );
    return { productId: variant.productId, variantId: variant.id };
  }
  if (row.productId) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, row.productId));
    if (!product) throw new RecordRefused('product_id', `No product ${row.productId}`);
    return { productId: product.id };
  }
  const [bySlug] = await db.select({ id: products.id }).from(products).where(eq(products.slug, row.product.slug));
  return { productId: bySlug?.id ?? null };
}

type StoredVariant = AdminProductView['variants'][number];

/**
 * The record's option values over the stored ones: none given keeps values set by hand and lets values the name
 * gave follow the (new) name, as the edit form does; given ones replace theirs, and the whole is checked by the
 * form's rule (a swatch needs its family), refused by the column to fix.
 */
function optionsWith(row: ProductCsvRow, stored: StoredVariant | undefined): VariantOptionsInput | undefined {
  const byHand = stored && !followsName(stored.name, stored.options);
  if (!Object.keys(row.options).length) return byHand ? stored.options : undefined;
  const base = byHand ? stored.options : optionValuesOfName(row.variant.name);
  const { sizeRank: _rank, ...kept } = base;
  const parsed = variantOptionsInput.safeParse({ ...kept, ...row.options });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new RecordRefused(OPTION_COLUMNS[issue.path[0] as keyof typeof OPTION_COLUMNS], issue.message);
}

/**
 * The whole product form with this record put in: its product fields, and its variant replacing the stored one
 * or added. A blank or missing optional column keeps the stored value; stock is sent only when the file gives it.
 */
function formWith(row: ProductCsvRow, refs: { categoryId: number; brandId: number }, variantId: number | undefined) {
  const given = new Set(row.given);
  return (before: AdminProductView | null): ProductInput => {
    const stored = before?.variants.find((v) => v.variantId === variantId);
    const keep = <T>(column: ProductCsvColumn, value: T, storedValue: T | undefined): T =>
      given.has(column) || storedValue === undefined ? value : storedValue;
    const alts = new Map(before?.variants.flatMap((v) => v.photos.map((p) => [p.url, p.alt] as const)) ?? []);
    const { stock: _stock, ...rest } = row.variant;
    const options = optionsWith(row, stored);
    const variant = {
      ...rest,
      ...(variantId ? { variantId } : {}),
      ...(given.has('stock') ? { stock: row.variant.stock } : {}),
      maxPerOrder: keep('max_per_order', row.variant.maxPerOrder, stored?.maxPerOrder),
      deliveryDays: keep('delivery_days', row.variant.deliveryDays, stored?.deliveryDays),
      highlights: keep('highlights', row.variant.highlights, stored?.highlights),
      weightGrams: keep('weight_g', row.variant.weightGrams, stored?.weightGrams),
      lengthCm: keep('length_cm', row.variant.lengthCm, stored?.lengthCm),
      breadthCm: keep('breadth_cm', row.variant.breadthCm, stored?.breadthCm),
      heightCm: keep('height_cm', row.variant.heightCm, stored?.heightCm),
      photos: given.has('photos')
        ? row.variant.photos.map((p) => ({ url: p.url, alt: alts.get(p.url) ?? '' }))
        : (stored?.photos ?? []),
      ...(options ? { options } : {}),
    };
    const kept = (before?.variants ?? []).map((v) => (v.variantId === variantId ? variant : v));
    return {
      ...row.product,
      ...refs,
      descriptionHtml: keep('description_html', row.product.descriptionHtml, before?.descriptionHtml),
      isActive: keep('active', row.product.isActive, before?.isActive),
      metaTitle: keep('meta_title', row.product.metaTitle, before?.metaTitle),
      metaDescription: keep('meta_description', row.product.metaDescription, before?.metaDescription),
      variants: kept.some((v) => v === variant) ? kept : [...kept, variant],
    };
  };
}

const text = (value: unknown) => (Array.isArray(value) ? value.join(' | ') : String(value ?? ''));

/** What the record changed, by column: its product's fields and its own variant's. */
function changesOf(before: AdminProductView | null, after: AdminProductView, sku: string): CsvFieldChange[] {
  const changes: CsvFieldChange[] = [];
  const push = (column: string, from: unknown, to: unknown) => {
    if (text(from) !== text(to)) changes.push({ column, from: text(from), to: text(to) });
  };
  const productCols: [string, (v: AdminProductView) => unknown][] = [
    ['name', (v) => v.name],
    ['slug', (v) => v.slug],
    ['category', (v) => v.categoryId],
    ['brand', (v) => v.brandId],
    ['hsn_code', (v) => v.hsnCode],
    ['gst_rate', (v) => v.gstRate],
    ['active', (v) => v.isActive],
    ['description_html', (v) => v.descriptionHtml],
    ['meta_title', (v) => v.metaTitle ?? ''],
    ['meta_description', (v) => v.metaDescription ?? ''],
  ];
  if (before) for (const [column, get] of productCols) push(column, get(before), get(after));
  const key = sku.toLowerCase();
  const was = before?.variants.find((v) => v.sku.toLowerCase() === key);
  const now = after.variants.find((v) => v.sku.toLowerCase() === key);
  if (was && now) {
    const variantCols: [string, (v: AdminProductView['variants'][number]) => unknown][] = [
      ['variant_name', (v) => v.name],
      ['price', (v) => v.price],
      ['base_price', (v) => v.basePrice],
      ['stock', (v) => v.stock],
      ['max_per_order', (v) => v.maxPerOrder],
      ['delivery_type', (v) => v.deliveryType],
      ['delivery_days', (v) => v.deliveryDays],
      ['warranty', (v) => v.warranty],
      ['highlights', (v) => v.highlights],
      ['photos', (v) => v.photos.map((p) => p.url)],
      ['weight_g', (v) => v.weightGrams ?? ''],
      ['length_cm', (v) => v.lengthCm ?? ''],
      ['breadth_cm', (v) => v.breadthCm ?? ''],
      ['height_cm', (v) => v.heightCm ?? ''],
    ];
    for (const [column, get] of variantCols) push(column, get(was), get(now));
    for (const [key, column] of Object.entries(OPTION_COLUMNS) as [keyof StoredVariant['options'], string][])
      push(column, was.options[key] ?? '', now.options[key] ?? '');
  }
  return changes;
}

/** The last stock movement of each variant, by variant id (0: none yet). */
export async function ledgerPositions(db: Db, variantIds: number[]): Promise<Record<string, number>> {
  if (!variantIds.length) return {};
  const rows = await db
    .select({ variantId: stockMovements.variantId, last: sql<number>`max(${stockMovements.id})` })
    .from(stockMovements)
    .where(inArray(stockMovements.variantId, variantIds))
    .groupBy(stockMovements.variantId);
  const last = new Map(rows.map((r) => [r.variantId, Number(r.last)]));
  return Object.fromEntries(variantIds.map((id) => [String(id), last.get(id) ?? 0]));
}

/** Runs the records in order inside tx (the caller commits or rolls back). */
export async function runCsvRecords(ctx: AppContext, tx: Db, records: CsvFileRecord[], actor: string): Promise<CsvRun> {
  const items: CsvPreviewRecord[] = [];
  const touched = new Map<number, TouchedProduct>();
  const skus = new Map<string, number>();
  const inTx = { ...ctx, db: tx };
  for (const { record, cells } of records) {
    const read = readProductCsvRow(record, cells);
    const sku = (cells.sku ?? '').trim();
    const slug = (cells.slug ?? '').trim();
    const refuse = (refused: CsvPreviewRecord['refused'], productId: number | null = null) =>
      items.push({ record, kind: 'refused', sku, slug, productId, changes: [], refused });
    if (!read.ok) {
      refuse(read.refused.map(({ field, reason }) => ({ field, reason })));
      continue;
    }
    const row = read.value;
    const twice = skus.get(row.variant.sku.toLowerCase());
    if (twice !== undefined) {
      refuse([{ field: 'sku', reason: `SKU ${row.variant.sku} appears twice (also in record ${twice})` }]);
      continue;
    }
    skus.set(row.variant.sku.toLowerCase(), record);
    let target: { productId: number | null; variantId?: number } = { productId: null };
    try {
      const refs = await lookUp(tx, row);
      target = await productOf(tx, row);
      // The ledger as it stood before this run first touched the product (the save below moves it).
      const ledgerBefore =
        target.productId !== null && !touched.has(target.productId)
          ? await ledgerPositions(
              tx,
              (
                await tx
                  .select({ id: productVariants.id })
                  .from(productVariants)
                  .where(eq(productVariants.productId, target.productId))
              ).map((v) => v.id),
            )
          : {};
      const saved = await saveProduct(inTx, target.productId, formWith(row, refs, target.variantId), {
        publish: false,
        actor,
        countedSku: row.given.includes('stock') ? row.variant.sku : undefined,
      });
      if (!touched.has(saved.productId)) {
        touched.set(saved.productId, {
          productId: saved.productId,
          before: saved.before,
          beforeVersion: saved.before ? versionOf(productVersion, saved.before) : null,
          beforeLedger: ledgerBefore,
          afterVersion: '',
          afterLedger: {},
        });
      }
      // A product this run made has no id to show: the preview's ids are rolled back with it.
      const newProduct = touched.get(saved.productId)!.before === null;
      const changes = target.variantId ? changesOf(saved.before, saved.after, row.variant.sku) : [];
      items.push({
        record,
        kind: !target.variantId ? 'created' : changes.length ? 'updated' : 'unchanged',
        sku,
        slug,
        productId: newProduct ? null : saved.productId,
        changes,
        refused: [],
      });
    } catch (err) {
      if (err instanceof RecordRefused)
        refuse([{ field: err.field, reason: err.message }], err.productId ?? target.productId);
      else if (err instanceof AppError && err.statusCode < 500)
        refuse(
          (err.errors ?? [{ field: 'row', message: err.message }]).map((e) => {
            const column = csvColumnOf(e.field);
            return { field: column, reason: e.message };
          }),
          target.productId,
        );
      else throw err;
    }
  }
  for (const product of touched.values()) {
    const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, product.productId));
    if (!row) continue;
    const after = await adminProductView(tx, product.productId);
    product.afterVersion = versionOf(productVersion, after);
    product.afterLedger = await ledgerPositions(
      tx,
      after.variants.map((v) => v.variantId),
    );
  }
  return { items, touched: [...touched.values()] };
}

/** The cells of a record by column, from the header's columns. */
export const cellsOf = (columns: ProductCsvColumn[], cells: string[]): CsvFileRecord['cells'] =>
  Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));

export const isCsvColumn = (c: string): c is ProductCsvColumn => (PRODUCT_CSV_COLUMNS as readonly string[]).includes(c);

import type { AdminProductView, ProductInput } from '@shringar/contracts/admin-products';
import { toPaise } from '@shringar/contracts/money';
import { optionValuesOfName, sizeRankOf, type VariantOptionValues } from '@shringar/contracts/variant-options';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { brands, categories, products, productVariants } from '../../db/schema/catalogue.ts';
import { AppError, type FieldError, ValidationError } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { saveImageAlts } from '../images/images.public.ts';
import { countStock, moveStock } from '../inventory/inventory.public.ts';
import { adminProductView, productNotFound } from './product-view-admin.ts';

export type ProductSave = { productId: number; before: AdminProductView | null; after: AdminProductView };

const refuse = (errors: FieldError[]) => new ValidationError(errors[0]!.message, errors);

/** The product row's columns from the form: the description sanitised here, once, on save. */
const productColumns = (input: ProductInput, now: Date) => ({
  name: input.name,
  slug: input.slug,
  categoryId: input.categoryId,
  brandId: input.brandId,
  descriptionHtml: sanitizeRichText(input.descriptionHtml),
  hsnCode: input.hsnCode,
  gstRateBp: Math.round(input.gstRate * 100),
  isActive: input.isActive,
  metaTitle: input.metaTitle,
  metaDescription: input.metaDescription,
  updatedAt: now,
});

/** The operator's option values where sent; else those the name gives (a known shade, size or pack size). */
const optionColumns = (v: ProductInput['variants'][number]): VariantOptionValues =>
  v.options
    ? { ...v.options, sizeRank: v.options.size ? sizeRankOf(v.options.size) : null }
    : optionValuesOfName(v.name);

const variantColumns = (v: ProductInput['variants'][number], sortOrder: number, now: Date) => ({
  name: v.name,
  sku: v.sku,
  pricePaise: toPaise(v.price),
  basePricePaise: toPaise(v.basePrice),
  maxPerOrder: v.maxPerOrder,
  images: v.photos.map((p) => p.url),
  highlights: v.highlights,
  deliveryType: v.deliveryType,
  deliveryDays: v.deliveryDays,
  warranty: v.warranty,
  weightGrams: v.weightGrams,
  lengthCm: v.lengthCm,
  breadthCm: v.breadthCm,
  heightCm: v.heightCm,
  ...optionColumns(v),
  sortOrder,
  updatedAt: now,
});

/** Category, brand, slug and SKUs checked against the other rows; every problem named by its field. */
async function checkReferences(tx: Db, input: ProductInput, productId: number | null) {
  const errors: FieldError[] = [];
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
  if (!category) errors.push({ field: 'categoryId', message: 'Category does not exist' });
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId));
  if (!brand) errors.push({ field: 'brandId', message: 'Brand does not exist' });
  const [slugOwner] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, input.slug), productId ? ne(products.id, productId) : undefined));
  if (slugOwner) errors.push({ field: 'slug', message: `Slug ${input.slug} is used by product ${slugOwner.id}` });
  for (const [i, variant] of input.variants.entries()) {
    const unknown = await saveImageAlts(tx, variant.photos);
    for (const p of unknown)
      errors.push({ field: `variants.${i}.photos.${p}.url`, message: 'Photo was not uploaded here' });
  }
  if (errors.length) throw refuse(errors);

  const skus = input.variants.map((v) => v.sku.toLowerCase());
  const owners = await tx
    .select({ id: productVariants.id, sku: productVariants.sku, productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(sql`lower(${productVariants.sku})`, skus));
  const taken = input.variants.flatMap((v, i) => {
    const owner = owners.find((o) => o.sku.toLowerCase() === v.sku.toLowerCase());
    return owner && owner.id !== v.variantId
      ? [{ field: `variants.${i}.sku`, message: `SKU ${v.sku} is used by product ${owner.productId}` }]
      : [];
  });
  if (taken.length) throw new AppError(409, 'SKU_TAKEN', taken[0]!.message, taken);
}

/** Variants of an update: each sent id must be this product's, and every saved variant must be sent. */
async function checkVariantIds(tx: Db, input: ProductInput, productId: number) {
  const saved = await tx
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const savedIds = new Set(saved.map((v) => v.id));
  const sentIds = new Set(input.variants.flatMap((v) => (v.variantId ? [v.variantId] : [])));
  const errors: FieldError[] = input.variants.flatMap((v, i) =>
    v.variantId && !savedIds.has(v.variantId)
      ? [{ field: `variants.${i}.variantId`, message: `Variant ${v.variantId} is not a variant of this product` }]
      : [],
  );
  for (const v of saved)
    if (!sentIds.has(v.id))
      errors.push({
        field: 'variants',
        message: `Variant ${v.sku} cannot be removed (orders and carts refer to it); adjust its stock to 0 instead`,
      });
  if (errors.length) throw refuse(errors);
}

/** A unique-key violation from either driver (Drizzle wraps the driver's error in `cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** Two saves taking one SKU at the same moment: the checks passed for both, the unique index stops the second. */
async function skuRace<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const message = 'A SKU was just taken by another save; please check the SKUs and save again';
    throw new AppError(409, 'SKU_TAKEN', message, [{ field: 'variants', message }]);
  }
}

/** How a save treats stock: the form never writes a saved variant's stock; a CSV import may count one. */
export type StockOptions = {
  actor: string;
  /** The CSV row's variant (by SKU): its stock column is a count, recorded as an import movement. */
  countedSku?: string;
};

/**
 * Writes the variants in the form's order: updates those with an id, adds the others. A saved variant's stock
 * changes only through the ledger, never from the form (a form opened before an order would write old stock
 * back); a new variant starts with an opening movement of the form's stock.
 */
async function writeVariants(tx: Db, productId: number, input: ProductInput, now: Date, stock: StockOptions) {
  const counted = stock.countedSku?.toLowerCase();
  for (const [i, v] of input.variants.entries()) {
    const columns = variantColumns(v, i, now);
    if (v.variantId) {
      await tx
        .update(productVariants)
        .set(columns)
        .where(and(eq(productVariants.id, v.variantId), eq(productVariants.productId, productId)));
      if (counted === v.sku.toLowerCase() && v.stock !== undefined)
        await countStock(tx, v.variantId, v.stock, {
          kind: 'import',
          reason: `Counted ${v.stock} by CSV import`,
          actor: stock.actor,
        });
    } else {
      const [row] = await tx
        .insert(productVariants)
        .values({ ...columns, stock: 0, productId, createdAt: now })
        .returning({ id: productVariants.id });
      const reason = counted ? 'Opening stock of a variant added by CSV import' : 'Opening stock of a new variant';
      await moveStock(tx, row!.id, v.stock ?? 0, { kind: 'opening', reason, actor: stock.actor });
    }
  }
}

/**
 * Creates (productId null) or saves a product and its variants in one transaction; the product row is locked
 * first, so two saves of one product run one after the other. Caches forget the product once it commits.
 */
export async function saveProduct(
  ctx: AppContext,
  productId: number | null,
  form: ProductInput | ((before: AdminProductView | null) => ProductInput),
  opts: { publish: boolean } & StockOptions,
): Promise<ProductSave> {
  const now = ctx.clock.now();
  const saved = await skuRace(() =>
    ctx.db.transaction(async (tx) => {
      let before: AdminProductView | null = null;
      if (productId !== null) {
        const [locked] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, productId))
          .for('update');
        if (!locked) throw productNotFound();
        before = await adminProductView(tx, productId);
      }
      // The CSV import builds its row's form from the product as it is once locked, so no other save is lost.
      const input = typeof form === 'function' ? form(before) : form;
      if (productId !== null) await checkVariantIds(tx, input, productId);
      await checkReferences(tx, input, productId);
      let id = productId;
      if (id === null) {
        const [row] = await tx
          .insert(products)
          .values({ ...productColumns(input, now), createdAt: now })
          .returning({ id: products.id });
        id = row!.id;
      } else await tx.update(products).set(productColumns(input, now)).where(eq(products.id, id));
      await writeVariants(tx, id, input, now, opts);
      return { productId: id, before, after: await adminProductView(tx, id) };
    }),
  );
  if (opts.publish) await ctx.changes.publish({ kind: 'catalogue', productIds: [saved.productId] });
  return saved;
}

/** Archives (isActive false: gone from the storefront, kept for orders) or brings back a product. */
export async function setProductActive(ctx: AppContext, productId: number, isActive: boolean): Promise<ProductSave> {
  const saved = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!locked) throw productNotFound();
    const before = await adminProductView(tx, productId);
    await tx.update(products).set({ isActive, updatedAt: ctx.clock.now() }).where(eq(products.id, productId));
    return { productId, before, after: await adminProductView(tx, productId) };
  });
  await ctx.changes.publish({ kind: 'catalogue', productIds: [productId] });
  return saved;
}

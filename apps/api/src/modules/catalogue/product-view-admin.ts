import type { AdminProductView } from '@shringar/contracts/admin-products';
import { toRupees } from '@shringar/contracts/money';
import type { ShadeFamily, SizeValue } from '@shringar/contracts/variant-options';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/catalogue.ts';
import { NotFound } from '../../lib/errors.ts';
import { imageAlts } from '../images/images.public.ts';

export const productNotFound = () => new NotFound('Product not found.', 'PRODUCT_NOT_FOUND');

/** A product as the edit form shows it: every field and every variant, photos with their alt text. */
export async function adminProductView(db: Db, productId: number): Promise<AdminProductView> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw productNotFound();
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  const alts = await imageAlts(
    db,
    variants.flatMap((v) => v.images),
  );
  return {
    productId: product.id,
    name: product.name,
    slug: product.slug,
    categoryId: product.categoryId,
    brandId: product.brandId,
    descriptionHtml: product.descriptionHtml,
    hsnCode: product.hsnCode,
    gstRate: product.gstRateBp / 100,
    isActive: product.isActive,
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    updatedAt: product.updatedAt.toISOString(),
    variants: variants.map((v) => ({
      variantId: v.id,
      name: v.name,
      sku: v.sku,
      price: toRupees(v.pricePaise),
      basePrice: toRupees(v.basePricePaise),
      stock: v.stock,
      maxPerOrder: v.maxPerOrder,
      photos: v.images.map((url) => ({ url, alt: alts.get(url) ?? '' })),
      highlights: v.highlights,
      deliveryType: v.deliveryType,
      deliveryDays: v.deliveryDays,
      warranty: v.warranty,
      weightGrams: v.weightGrams,
      lengthCm: v.lengthCm,
      breadthCm: v.breadthCm,
      heightCm: v.heightCm,
      options: {
        shadeFamily: v.shadeFamily as ShadeFamily | null,
        swatch: v.swatch,
        size: v.size as SizeValue | null,
        sizeRank: v.sizeRank,
        packSize: v.packSize,
      },
    })),
  };
}

/**
 * What the audit log keeps of a product: everything but the description's text (long HTML would be clipped
 * anyway); its length shows that it changed.
 */
export const auditSnapshot = (view: AdminProductView) => ({
  name: view.name,
  slug: view.slug,
  categoryId: view.categoryId,
  brandId: view.brandId,
  descriptionChars: view.descriptionHtml.length,
  hsnCode: view.hsnCode,
  gstRate: view.gstRate,
  isActive: view.isActive,
  variants: view.variants.map((v) => ({
    variantId: v.variantId,
    sku: v.sku,
    name: v.name,
    price: v.price,
    basePrice: v.basePrice,
    stock: v.stock,
    maxPerOrder: v.maxPerOrder,
    photos: v.photos.length,
    deliveryType: v.deliveryType,
    warranty: v.warranty,
    options: v.options,
  })),
});

import type { Db } from '../db/client.ts';
import { brands, categories, productVariants, products } from '../db/schema/catalogue.ts';
import { brandLogoUrl, categoryIconUrl } from './art/media-urls.ts';
import type { CategoryDef } from './catalogue/category-def.ts';
import type { GeneratedProduct } from './catalogue/product-generator.ts';

/** Rows per INSERT: large enough to be fast, small enough to stay far below PostgreSQL's 65,535 parameters. */
export const BATCH_ROWS = 1000;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function insertCategories(db: Db, defs: readonly CategoryDef[]): Promise<Map<string, number>> {
  const inserted = await db
    .insert(categories)
    .values(
      defs.map((d, i) => ({
        name: d.name,
        slug: d.slug,
        iconUrl: categoryIconUrl(d.kind),
        isPopular: d.popular,
        isFeatured: d.featured,
        sortOrder: i + 1,
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  return new Map(inserted.map((r) => [r.slug, r.id]));
}

export async function insertBrands(
  db: Db,
  defs: readonly { slug: string; name: string }[],
): Promise<Map<string, number>> {
  const inserted = await db
    .insert(brands)
    .values(defs.map((b, i) => ({ name: b.name, slug: b.slug, logoUrl: brandLogoUrl(b.slug), sortOrder: i + 1 })))
    .returning({ id: brands.id, slug: brands.slug });
  return new Map(inserted.map((r) => [r.slug, r.id]));
}

export type ProductRow = { categoryId: number; brandId: number; popularity: number; product: GeneratedProduct };

/**
 * Inserts products and their variants in multi-row statements. Variant SKUs are built from the new product
 * ids, so they stay unique however many times the synthetic generator adds more.
 */
export async function insertProducts(db: Db, items: readonly ProductRow[]): Promise<number> {
  let variantCount = 0;
  for (const batch of chunks(items, BATCH_ROWS)) {
    const inserted = await db
      .insert(products)
      .values(
        batch.map(({ categoryId, brandId, popularity, product: p }) => ({
          name: p.name,
          slug: p.slug,
          descriptionHtml: p.descriptionHtml,
          categoryId,
          brandId,
          ratingTotal: p.ratingTotal,
          ratingCount: p.ratingCount,
          hsnCode: p.hsnCode,
          gstRateBp: p.gstRateBp,
          popularity,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
    const variantRows = batch.flatMap(({ product: p }) => {
      const productId = idBySlug.get(p.slug);
      if (productId === undefined) throw new Error(`Product ${p.slug} was not inserted`);
      return p.variants.map((v, i) => ({ ...v, productId, sku: `SHR-${productId}-${i + 1}` }));
    });
    for (const rowsChunk of chunks(variantRows, BATCH_ROWS)) {
      await db.insert(productVariants).values(rowsChunk);
    }
    variantCount += variantRows.length;
  }
  return variantCount;
}

import { optionValuesOfName } from '@shringar/contracts/variant-options';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client.ts';
import { brands, categories } from '../db/schema/catalogue.ts';
import { demoReturnRule } from './catalogue/return-rules.ts';
import { brandLogoUrl, categoryIconUrl } from './art/media-urls.ts';
import type { CategoryDef } from './catalogue/category-def.ts';
import type { GeneratedProduct } from './catalogue/product-generator.ts';
import { parcelSizeFor } from './parcel-sizes.ts';

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
        returnRule: demoReturnRule(d.slug),
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

/** What the search vector's lowest weight holds: variant names and highlights, in variant order (see 020-search.sql). */
const variantWords = (p: GeneratedProduct) => p.variants.map((v) => `${v.name} ${v.highlights.join(' ')}`).join(' ');

/**
 * Inserts products and their variants in multi-row statements. Each product's search vector is computed in its
 * INSERT (the variants are known already), and the variant insert is told so (`shringar.search_vector_written`),
 * so a product is written once instead of written, then rewritten by the variant trigger's refresh. Variant
 * SKUs are built from the new product ids, so they stay unique however many times the synthetic generator adds
 * more.
 */
export async function insertProducts(db: Db, items: readonly ProductRow[]): Promise<number> {
  let variantCount = 0;
  for (const batch of chunks(items, BATCH_ROWS)) {
    variantCount += await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('shringar.search_vector_written', 'on', true)`);
      const input = batch.map(({ categoryId, brandId, popularity, product: p }) => ({
        name: p.name,
        slug: p.slug,
        description_html: p.descriptionHtml,
        category_id: categoryId,
        brand_id: brandId,
        rating_total: p.ratingTotal,
        rating_count: p.ratingCount,
        hsn_code: p.hsnCode,
        gst_rate_bp: p.gstRateBp,
        popularity,
        variant_words: variantWords(p),
      }));
      const inserted = await rows<{ id: number; slug: string }>(
        tx,
        sql`insert into products (name, slug, description_html, category_id, brand_id, rating_total, rating_count,
                                  hsn_code, gst_rate_bp, popularity, search_vector)
            select x.name, x.slug, x.description_html, x.category_id, x.brand_id, x.rating_total, x.rating_count,
                   x.hsn_code, x.gst_rate_bp, x.popularity, search_vector_of(x.name, b.name, c.name, x.variant_words)
              from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(name text, slug text,
                     description_html text, category_id int, brand_id int, rating_total int, rating_count int,
                     hsn_code text, gst_rate_bp int, popularity int, variant_words text)
              join brands b on b.id = x.brand_id
              join categories c on c.id = x.category_id
            returning id, slug`,
      );
      const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
      const variantRows = batch.flatMap(({ product: p }) => {
        const productId = idBySlug.get(p.slug);
        if (productId === undefined) throw new Error(`Product ${p.slug} was not inserted`);
        const size = parcelSizeFor(p.hsnCode);
        return p.variants.map((v, i) => {
          const option = optionValuesOfName(v.name);
          return {
            product_id: productId,
            name: v.name,
            sku: `SHR-${productId}-${i + 1}`,
            price_paise: v.pricePaise,
            base_price_paise: v.basePricePaise,
            stock: v.stock,
            images: v.images,
            highlights: v.highlights,
            delivery_type: v.deliveryType,
            delivery_days: v.deliveryDays,
            warranty: v.warranty,
            sort_order: v.sortOrder,
            shade_family: option.shadeFamily,
            swatch: option.swatch,
            size: option.size,
            size_rank: option.sizeRank,
            pack_size: option.packSize,
            weight_grams: size.weightGrams,
            length_cm: size.lengthCm,
            breadth_cm: size.breadthCm,
            height_cm: size.heightCm,
          };
        });
      });
      // One JSON parameter rather than Drizzle's builder: building thousands of rows' parameters was most of the
      // seed's own CPU.
      // Each variant's stock starts with its opening movement in the stock ledger.
      await tx.execute(
        sql`with added as (
              insert into product_variants (product_id, name, sku, price_paise, base_price_paise, stock, images,
                                            highlights, delivery_type, delivery_days, warranty, sort_order,
                                            shade_family, swatch, size, size_rank, pack_size, weight_grams, length_cm,
                                            breadth_cm, height_cm)
              select * from jsonb_to_recordset(${JSON.stringify(variantRows)}::jsonb) as x(product_id int, name text,
                       sku text, price_paise int, base_price_paise int, stock int, images jsonb, highlights jsonb,
                       delivery_type text, delivery_days int, warranty text, sort_order int, shade_family text,
                       swatch text, size text, size_rank int, pack_size text, weight_grams int, length_cm int,
                       breadth_cm int, height_cm int)
              returning id, stock)
            insert into stock_movements (variant_id, delta, balance, kind, reason, actor)
            select id, stock, stock, 'opening', 'Opening stock', 'system' from added order by id`,
      );
      return variantRows.length;
    });
  }
  return variantCount;
}

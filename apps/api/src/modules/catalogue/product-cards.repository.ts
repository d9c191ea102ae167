import { averageRating, type CatalogueSort, type ProductCard } from '@shringar/contracts/catalogue';
import { discountPercent, toRupees } from '@shringar/contracts/money';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import type { statementShapes } from '../../db/statement-shapes.ts';

/**
 * Product cards straight from SQL: one row per product with its default variant (the first in stock by sort
 * order, else the first), brand and category, filtered, sorted and paged in one query.
 */
export type CardRow = {
  product_id: number;
  variant_id: number;
  product_name: string;
  variant_name: string;
  image: string | null;
  price_paise: number;
  base_price_paise: number;
  stock: number;
  rating_total: number;
  rating_count: number;
  brand_id: number;
  brand_name: string;
  category_id: number;
  category_name: string;
};

export type CardFilter = {
  categoryId?: number;
  brandId?: number;
  offerId?: number;
  bannerId?: number;
  productIds?: number[];
  excludeProductId?: number;
  /** Case-insensitive substring of the product name or any variant name. */
  q?: string;
  minPaise?: number;
  maxPaise?: number;
  /** Further conditions on p (products), b (brand) or c (category). */
  where?: SQL[];
  /** Chosen facets: conditions on s, the product's row of product_facets (facet-filters.ts). */
  facets?: SQL[];
};

export function toCard(r: CardRow): ProductCard {
  return {
    productId: r.product_id,
    variantId: r.variant_id,
    productName: r.product_name,
    variantName: r.variant_name,
    productImageUrl: r.image ?? '',
    price: toRupees(r.price_paise),
    basePrice: toRupees(r.base_price_paise),
    variantDiscount: discountPercent(r.price_paise, r.base_price_paise),
    avgRating: averageRating(r.rating_total, r.rating_count),
    reviewCount: r.rating_count,
    stock: r.stock,
    brandId: r.brand_id,
    brandName: r.brand_name,
    categoryId: r.category_id,
    category: r.category_name,
  };
}

/** `%` and `_` in a shopper's text are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function filterConditions(f: CardFilter): SQL[] {
  const where: SQL[] = [sql`p.is_active`];
  if (f.categoryId !== undefined) where.push(sql`p.category_id = ${f.categoryId}`);
  if (f.brandId !== undefined) where.push(sql`p.brand_id = ${f.brandId}`);
  if (f.offerId !== undefined)
    where.push(sql`exists (select 1 from offer_products op where op.offer_id = ${f.offerId} and op.product_id = p.id)`);
  if (f.bannerId !== undefined)
    where.push(
      sql`exists (select 1 from banner_products bp where bp.banner_id = ${f.bannerId} and bp.product_id = p.id)`,
    );
  if (f.productIds) where.push(sql`p.id in ${f.productIds.length ? f.productIds : [0]}`);
  if (f.excludeProductId !== undefined) where.push(sql`p.id <> ${f.excludeProductId}`);
  if (f.q) {
    // A shaped statement (pageOfCardsShaped) passes a placeholder for the pattern, filled per run.
    const pattern = typeof f.q === 'string' ? likePattern(f.q) : f.q;
    where.push(
      sql`(p.name ilike ${pattern} or exists (select 1 from product_variants vq where vq.product_id = p.id and vq.name ilike ${pattern}))`,
    );
  }
  if (f.minPaise !== undefined) where.push(sql`v.price_paise >= ${f.minPaise}`);
  if (f.maxPaise !== undefined) where.push(sql`v.price_paise <= ${f.maxPaise}`);
  if (f.where) where.push(...f.where);
  if (f.facets?.length)
    where.push(
      sql`exists (select 1 from product_facets s where s.product_id = p.id and ${sql.join(f.facets, sql` and `)})`,
    );
  return where;
}

const SORTS: Record<CatalogueSort, SQL> = {
  default: sql`p.popularity, p.id`,
  'price-low': sql`v.price_paise, p.id`,
  'price-high': sql`v.price_paise desc, p.id`,
  discount: sql`(v.base_price_paise - v.price_paise)::float8 / v.base_price_paise desc, p.id`,
  rating: sql`p.rating_total::float8 / nullif(p.rating_count, 0) desc nulls last, p.rating_count desc, p.id`,
  name: sql`lower(p.name), p.id`,
};
export const sortSql = (sort: CatalogueSort) => SORTS[sort];

/** Whether the filter reads the default variant, so counting must join it. */
export const readsDefaultVariant = (f: CardFilter) => f.minPaise !== undefined || f.maxPaise !== undefined;

/** The SELECT … FROM … JOIN every card query shares; callers add WHERE, ORDER BY and LIMIT. */
export const cardSelect = (extraColumns: SQL = sql``) => sql`
  select p.id as product_id, v.id as variant_id, p.name as product_name, v.name as variant_name,
         v.images->>0 as image, v.price_paise, v.base_price_paise, v.stock, p.rating_total, p.rating_count,
         b.id as brand_id, b.name as brand_name, c.id as category_id, c.name as category_name ${extraColumns}
  from products p
  join brands b on b.id = p.brand_id
  join categories c on c.id = p.category_id
  cross join lateral (
    select dv.id, dv.name, dv.images, dv.price_paise, dv.base_price_paise, dv.stock
    from product_variants dv
    where dv.product_id = p.id
    order by (dv.stock > 0) desc, dv.sort_order, dv.id
    limit 1
  ) v`;

/**
 * A query over products p (filtered by `where`) giving the page's product ids in order: `id` and `n`, the
 * position. For orders no index gives (search relevance), so the order is worked out on products alone.
 */
export type ProductPageQuery = (where: SQL, limit: number, offset: number) => SQL;

/** Where and how a page is cut. */
type PageCut = { orderBy: SQL; limit: number; offset?: number; productPage?: ProductPageQuery };

/**
 * The cards of a page. With a product page query (and no filter on the variant's price), the products are
 * ordered and cut to the page first and only the page's rows read their default variant; otherwise each match
 * joins its variant before the sort (which an index on the sort column makes cheap for the catalogue's sorts).
 */
function cardsQuery(filter: CardFilter, where: SQL, cut: PageCut): SQL {
  const offset = cut.offset ?? 0;
  const byVariant = readsDefaultVariant(filter);
  if (!cut.productPage || byVariant) {
    return sql`${cardSelect()} where ${where} order by ${cut.orderBy} limit ${cut.limit} offset ${offset}`;
  }
  return sql`with page as materialized (${cut.productPage(where, cut.limit, offset)})
    ${cardSelect()} join page on page.id = p.id order by page.n`;
}

/**
 * One page of cards, the total that match and, given `scopeExists` (a query giving a row when the category,
 * brand, offer or banner exists), whether it does: all in one statement, one round trip. The count is its own
 * subquery so that, sorted by a product column, the page reads only its own rows through the index instead of
 * building every match; without a price filter the count needs no variant at all. The page's rows come back as
 * one JSON array, aggregated straight from the sorted page (no join at that level, so its order is kept).
 */
export async function pageOfCards(
  db: Db,
  filter: CardFilter,
  cut: PageCut & { offset: number },
  scopeExists?: SQL,
): Promise<{ cards: ProductCard[]; total: number; found: boolean }> {
  const [answer] = await rows<PageRow>(db, pageStatement(filter, cut, scopeExists));
  return readPage(answer!);
}

/** What pageOfCards needs to build its statement: filter, cut and existence check. */
export type PageParts = { filter: CardFilter; cut: PageCut & { offset: number }; scopeExists?: SQL };

/**
 * pageOfCards through a statement built once per shape (`key` names it; `parts` gives it with placeholders
 * for `values`, see db/statement-shapes.ts): the same statement, without walking Drizzle's tree per request.
 */
export async function pageOfCardsShaped(
  db: Db,
  shapes: ReturnType<typeof statementShapes>,
  key: string,
  parts: () => PageParts,
  values: Record<string, unknown>,
): Promise<{ cards: ProductCard[]; total: number; found: boolean }> {
  const [answer] = await shapes<PageRow>(
    db,
    key,
    () => {
      const { filter, cut, scopeExists } = parts();
      return pageStatement(filter, cut, scopeExists);
    },
    values,
  );
  return readPage(answer!);
}

type PageRow = { found: boolean; total: number; cards: CardRow[] };
const readPage = (answer: PageRow) => ({ cards: answer.cards.map(toCard), total: answer.total, found: answer.found });

function pageStatement(filter: CardFilter, cut: PageCut & { offset: number }, scopeExists?: SQL): SQL {
  const where = sql.join(filterConditions(filter), sql` and `);
  const byVariant = readsDefaultVariant(filter);
  const countQuery = byVariant
    ? sql`select count(*)::int from (${cardSelect()} where ${where}) matched`
    : sql`select count(*)::int from products p where ${where}`;
  return sql`select ${scopeExists ? sql`exists (${scopeExists})` : sql`true`} as found, (${countQuery}) as total,
          coalesce((select json_agg(page) from (${cardsQuery(filter, where, cut)}) page), '[]'::json) as cards`;
}

/** Cards in a given order without paging (related, explore, random). */
export async function listCards(
  db: Db,
  filter: CardFilter,
  orderBy: SQL,
  limit: number,
  opts: { productPage?: ProductPageQuery } = {},
): Promise<ProductCard[]> {
  const where = sql.join(filterConditions(filter), sql` and `);
  const found = await rows<CardRow>(db, cardsQuery(filter, where, { orderBy, limit, ...opts }));
  return found.map(toCard);
}

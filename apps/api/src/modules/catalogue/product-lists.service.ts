import type { CategoryGroup, PagedProductCards, ProductCard, ProductListQuery } from '@shringar/contracts/catalogue';
import { toPaise } from '@shringar/contracts/money';
import { pagination } from '@shringar/contracts/pagination';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { statementShapes } from '../../db/statement-shapes.ts';
import { NotFound } from '../../lib/errors.ts';
import { type FacetConditions, facetConditions, hasFacets } from './facet-filters.ts';
import {
  type CardFilter,
  likePattern,
  listCards,
  pageOfCards,
  pageOfCardsShaped,
  sortSql,
} from './product-cards.repository.ts';

/** Cards in the horizontal scrollers (related, explore, random, suggested). */
const STRIP_SIZE = 20;

export type ListScope = 'category' | 'brand' | 'offer' | 'banner';

/** A value of a shaped statement (db/statement-shapes.ts), given at each run. */
const value = <T>(name: string) => sql.placeholder(name) as unknown as T;
const scopeId = value<number>('scopeId');

const scopes: Record<ListScope, { exists: SQL; missing: string }> = {
  category: {
    exists: sql`select 1 from categories where id = ${scopeId} and is_active`,
    missing: 'Category not found.',
  },
  brand: { exists: sql`select 1 from brands where id = ${scopeId} and is_active`, missing: 'Brand not found.' },
  offer: { exists: sql`select 1 from offers where id = ${scopeId} and is_active`, missing: 'Offer not found.' },
  banner: { exists: sql`select 1 from banners where id = ${scopeId} and is_active`, missing: 'Banner not found.' },
};

const scopeFilter: Record<ListScope, CardFilter> = {
  category: { categoryId: scopeId },
  brand: { brandId: scopeId },
  offer: { offerId: scopeId },
  banner: { bannerId: scopeId },
};

/** An offer's or banner's own order of its products (the operator's) comes first when no sort is asked for. */
const scopeOrder: Partial<Record<ListScope, SQL>> = {
  offer: sql`(select op.position from offer_products op where op.offer_id = ${scopeId} and op.product_id = p.id)`,
  banner: sql`(select bp.position from banner_products bp where bp.banner_id = ${scopeId} and bp.product_id = p.id)`,
};

/** The listings' statements, one per shape: scope, sort and which of the query's filters are present. */
const listings = statementShapes();

/**
 * A page of cards, the total and whether the scope exists, in one statement (one round trip on PostgreSQL),
 * built once per shape. The query's text and price filters (prices arrive in rupees) are values of the shape.
 */
function pageOf(ctx: AppContext, scope: ListScope | undefined, id: number | undefined, query: ProductListQuery) {
  const facets = facetConditions(query);
  if (hasFacets(facets)) return facetedPageOf(ctx, scope, id, query, facets);
  const has = { q: Boolean(query.q), min: query.minPrice !== undefined, max: query.maxPrice !== undefined };
  const key = `${scope ?? 'all'} ${query.sort} ${has.q ? 'q' : ''}${has.min ? '<' : ''}${has.max ? '>' : ''}`;
  const first = scope && query.sort === 'default' ? scopeOrder[scope] : undefined;
  return pageOfCardsShaped(
    ctx.db,
    listings,
    key,
    () => ({
      filter: {
        ...(scope ? scopeFilter[scope] : {}),
        ...(has.q ? { q: value<string>('pattern') } : {}),
        ...(has.min ? { minPaise: value<number>('minPaise') } : {}),
        ...(has.max ? { maxPaise: value<number>('maxPaise') } : {}),
      },
      cut: {
        orderBy: first ? sql`${first}, ${sortSql(query.sort)}` : sortSql(query.sort),
        limit: value<number>('limit'),
        offset: value<number>('offset'),
      },
      ...(scope ? { scopeExists: scopes[scope].exists } : {}),
    }),
    {
      scopeId: id,
      ...(query.q ? { pattern: likePattern(query.q) } : {}),
      ...(query.minPrice !== undefined ? { minPaise: toPaise(query.minPrice) } : {}),
      ...(query.maxPrice !== undefined ? { maxPaise: toPaise(query.maxPrice) } : {}),
      limit: query.itemsPerPage,
      offset: (query.page - 1) * query.itemsPerPage,
    },
  );
}

/**
 * A page narrowed by facets: their value lists vary in length, so the statement is built per request rather
 * than kept as a shape (the page cache and the answer cache keep the result for repeats).
 */
function facetedPageOf(
  ctx: AppContext,
  scope: ListScope | undefined,
  id: number | undefined,
  query: ProductListQuery,
  facets: FacetConditions,
) {
  const scopeFilters: Record<ListScope, CardFilter> = {
    category: { categoryId: id },
    brand: { brandId: id },
    offer: { offerId: id },
    banner: { bannerId: id },
  };
  const scopeExistsFor: Record<ListScope, SQL> = {
    category: sql`select 1 from categories where id = ${id} and is_active`,
    brand: sql`select 1 from brands where id = ${id} and is_active`,
    offer: sql`select 1 from offers where id = ${id} and is_active`,
    banner: sql`select 1 from banners where id = ${id} and is_active`,
  };
  const first =
    scope === 'offer' && query.sort === 'default'
      ? sql`(select op.position from offer_products op where op.offer_id = ${id} and op.product_id = p.id)`
      : scope === 'banner' && query.sort === 'default'
        ? sql`(select bp.position from banner_products bp where bp.banner_id = ${id} and bp.product_id = p.id)`
        : undefined;
  return pageOfCards(
    ctx.db,
    {
      ...(scope ? scopeFilters[scope] : {}),
      ...(query.q ? { q: query.q } : {}),
      ...(query.minPrice !== undefined ? { minPaise: toPaise(query.minPrice) } : {}),
      ...(query.maxPrice !== undefined ? { maxPaise: toPaise(query.maxPrice) } : {}),
      facets: Object.values(facets),
    },
    {
      orderBy: first ? sql`${first}, ${sortSql(query.sort)}` : sortSql(query.sort),
      limit: query.itemsPerPage,
      offset: (query.page - 1) * query.itemsPerPage,
    },
    scope ? scopeExistsFor[scope] : undefined,
  );
}

/** A page of one category's, brand's, offer's or banner's products, filtered and sorted over all of them. */
export async function listScopedProducts(
  ctx: AppContext,
  scope: ListScope,
  id: number,
  query: ProductListQuery,
): Promise<PagedProductCards> {
  const { found, cards, total } = await pageOf(ctx, scope, id, query);
  if (!found) throw new NotFound(scopes[scope].missing);
  return { items: cards, pagination: pagination(total, query.page, query.itemsPerPage) };
}

/** 'Shop All': a page of every product on sale, filtered and sorted as a category's are. */
export async function listAllProducts(ctx: AppContext, query: ProductListQuery): Promise<PagedProductCards> {
  const { cards, total } = await pageOf(ctx, undefined, undefined, query);
  return { items: cards, pagination: pagination(total, query.page, query.itemsPerPage) };
}

/** Bestsellers from the same category, then from the same brand when the category is small. */
export async function relatedProducts(ctx: AppContext, productId: number): Promise<ProductCard[]> {
  const [product] = await rows<{ category_id: number; brand_id: number }>(
    ctx.db,
    sql`select category_id, brand_id from products where id = ${productId} and is_active`,
  );
  if (!product) throw new NotFound('Product not found.');
  const sameCategory = await listCards(
    ctx.db,
    { categoryId: product.category_id, excludeProductId: productId },
    sql`(v.stock > 0) desc, p.popularity, p.id`,
    STRIP_SIZE,
  );
  if (sameCategory.length >= STRIP_SIZE) return sameCategory;
  const seen = new Set([productId, ...sameCategory.map((c) => c.productId)]);
  const sameBrand = await listCards(
    ctx.db,
    { brandId: product.brand_id, excludeProductId: productId },
    sql`(v.stock > 0) desc, p.popularity, p.id`,
    STRIP_SIZE,
  );
  return [...sameCategory, ...sameBrand.filter((c) => !seen.has(c.productId))].slice(0, STRIP_SIZE);
}

/** 'More to Explore': the store's bestsellers that are in stock. */
export function exploreProducts(ctx: AppContext): Promise<ProductCard[]> {
  return listCards(ctx.db, {}, sql`(v.stock > 0) desc, p.popularity, p.id`, STRIP_SIZE);
}

/** A random sample; ids are drawn first so the card query only touches the rows it returns. */
export async function randomProducts(ctx: AppContext): Promise<ProductCard[]> {
  const picked = await rows<{ id: number }>(
    ctx.db,
    sql`select id from products where is_active order by random() limit ${STRIP_SIZE}`,
  );
  return listCards(ctx.db, { productIds: picked.map((r) => r.id) }, sql`random()`, STRIP_SIZE);
}

/**
 * For a signed-in shopper: well-rated products from the categories they have viewed, wished for or carted,
 * excluding what they have already seen. For anyone else (or a shopper with no history): the best rated.
 */
export async function suggestedProducts(ctx: AppContext, userId: number | null): Promise<ProductCard[]> {
  const byRating = sql`(v.stock > 0) desc, p.rating_total::float8 / nullif(p.rating_count, 0) desc nulls last, p.popularity, p.id`;
  if (userId !== null) {
    const interests = await rows<{ category_id: number; product_id: number }>(
      ctx.db,
      sql`select p.category_id, p.id as product_id from products p where p.id in (
            select product_id from recently_viewed where user_id = ${userId}
            union select product_id from wishlist_items where user_id = ${userId}
            union select product_id from cart_items where user_id = ${userId})`,
    );
    if (interests.length > 0) {
      const categoryIds = [...new Set(interests.map((i) => i.category_id))];
      const seen = interests.map((i) => i.product_id);
      const found = await rows<{ id: number }>(
        ctx.db,
        sql`select id from products where is_active and category_id in ${categoryIds} and id not in ${seen}
            order by popularity, id limit 200`,
      );
      if (found.length > 0) return listCards(ctx.db, { productIds: found.map((f) => f.id) }, byRating, STRIP_SIZE);
    }
  }
  return listCards(ctx.db, {}, byRating, STRIP_SIZE);
}

/**
 * The Bestsellers strip: one group per category, in the order the operator chose (console: Bestsellers), up to
 * `limit` each; a store that has chosen none gets each category's products drawn at random.
 */
export async function randomFromCategories(ctx: AppContext, limit: number): Promise<CategoryGroup[]> {
  const chosen = await rows<{ id: number }>(
    ctx.db,
    sql`select id from (
          select p.id, row_number() over (partition by p.category_id order by hb.position) as n
          from home_bestsellers hb join products p on p.id = hb.product_id
          join categories c on c.id = p.category_id
          where p.is_active and c.is_active) ranked
        where n <= ${limit}`,
  );
  if (chosen.length > 0)
    return groupByCategory(
      await listCards(
        ctx.db,
        { productIds: chosen.map((p) => p.id) },
        sql`c.sort_order, c.name, (select hb.position from home_bestsellers hb where hb.product_id = p.id)`,
        chosen.length,
      ),
    );
  const picked = await rows<{ id: number }>(
    ctx.db,
    sql`select id from (
          select p.id, row_number() over (partition by p.category_id order by random()) as n
          from products p join categories c on c.id = p.category_id
          where p.is_active and c.is_active) drawn
        where n <= ${limit}`,
  );
  if (picked.length === 0) return [];
  return groupByCategory(
    await listCards(
      ctx.db,
      { productIds: picked.map((p) => p.id) },
      sql`c.sort_order, c.name, random()`,
      picked.length,
    ),
  );
}

function groupByCategory(cards: ProductCard[]): CategoryGroup[] {
  const groups = new Map<number, CategoryGroup>();
  for (const card of cards) {
    let group = groups.get(card.categoryId);
    if (!group)
      groups.set(card.categoryId, (group = { title: card.category, categoryId: card.categoryId, products: [] }));
    group.products.push(card);
  }
  return [...groups.values()];
}

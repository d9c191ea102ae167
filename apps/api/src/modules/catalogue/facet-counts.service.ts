import type { FacetCountsQuery } from '@shringar/contracts/catalogue';
import type { FacetCounts, FacetFilters, FacetValue } from '@shringar/contracts/facets';
import { DISCOUNT_STEPS, MIN_RATING_STEP, PRICE_BANDS } from '@shringar/contracts/facets';
import { toPaise } from '@shringar/contracts/money';
import { SHADE_FAMILIES, SHADE_FAMILY_SWATCH, SIZE_SCALE, type ShadeFamily } from '@shringar/contracts/variant-options';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { statementShapes } from '../../db/statement-shapes.ts';
import { NotFound } from '../../lib/errors.ts';
import { type FacetGroup, SHADE_BITS, SIZE_BITS, facetConditions, hasFacets } from './facet-filters.ts';
import { type CardFilter, filterConditions, likePattern } from './product-cards.repository.ts';

const scopes = {
  category: {
    table: sql`categories`,
    filter: (id: number): CardFilter => ({ categoryId: id }),
    missing: 'Category not found.',
  },
  brand: { table: sql`brands`, filter: (id: number): CardFilter => ({ brandId: id }), missing: 'Brand not found.' },
  offer: { table: sql`offers`, filter: (id: number): CardFilter => ({ offerId: id }), missing: 'Offer not found.' },
} as const;

type CountRow = { g: FacetGroup | 'total' | 'found'; value: string; n: number };

/** A value of a shaped statement (db/statement-shapes.ts), given at each run. */
const value = <T>(name: string) => sql.placeholder(name) as unknown as T;

/** The counting statements of listings with no facet chosen, one per shape: scope and which filters are present. */
const unfaceted = statementShapes();

/** GET /products/facets: a listing's counts (its scope, text and price range), the scope answering 404 if missing. */
export async function facetCounts(ctx: AppContext, query: FacetCountsQuery): Promise<FacetCounts> {
  const found = hasFacets(facetConditions(query))
    ? await countRows(ctx, listingBase(query, valuesOf(query)), query, listingExists(query, query.scopeId))
    : await countRowsShaped(ctx, query);
  if (query.scope !== 'all' && !found.some((r) => r.g === 'found' && r.n === 1))
    throw new NotFound(scopes[query.scope].missing);
  return answer(ctx, found, query);
}

/**
 * What a listing's counts are taken over: the query's values, or a shape's placeholders for them. `q` is the
 * shopper's text (filterConditions makes its LIKE pattern) or, in a shape, a placeholder for the pattern itself.
 */
type BaseValues = { scopeId?: number; q?: string; minPaise?: number; maxPaise?: number };

const valuesOf = (query: FacetCountsQuery): BaseValues => ({
  scopeId: query.scopeId,
  q: query.q,
  minPaise: query.minPrice !== undefined ? toPaise(query.minPrice) : undefined,
  maxPaise: query.maxPrice !== undefined ? toPaise(query.maxPrice) : undefined,
});

function listingBase(query: FacetCountsQuery, v: BaseValues): CardFilter {
  return {
    ...(query.scope !== 'all' ? scopes[query.scope].filter(v.scopeId!) : {}),
    ...(query.q ? { q: v.q } : {}),
    ...(query.minPrice !== undefined ? { minPaise: v.minPaise } : {}),
    ...(query.maxPrice !== undefined ? { maxPaise: v.maxPaise } : {}),
  };
}

const listingExists = (query: FacetCountsQuery, scopeId: number | undefined) =>
  query.scope !== 'all'
    ? sql`exists (select 1 from ${scopes[query.scope].table} where id = ${scopeId} and is_active)`
    : sql`true`;

/**
 * The counts of a listing with no facet chosen (every first load of a category, brand or offer page) through a
 * statement built once per shape: its text (some thirty aggregates) is not rebuilt by Drizzle on every request.
 * The query's text and price range are values of the shape; chosen facets vary in length, so those go the
 * statement built per request (countRows).
 */
async function countRowsShaped(ctx: AppContext, query: FacetCountsQuery): Promise<CountRow[]> {
  const key = `${query.scope} ${query.q ? 'q' : ''}${query.minPrice !== undefined ? '<' : ''}${query.maxPrice !== undefined ? '>' : ''}`;
  const all = await unfaceted<BrandCounts>(
    ctx.db,
    key,
    () => {
      const held: BaseValues = {
        scopeId: value('scopeId'),
        q: value('pattern'),
        minPaise: value('minPaise'),
        maxPaise: value('maxPaise'),
      };
      return countStatement(listingBase(query, held), {}, listingExists(query, held.scopeId));
    },
    {
      ...(query.scope !== 'all' ? { scopeId: query.scopeId } : {}),
      ...(query.q ? { pattern: likePattern(query.q) } : {}),
      ...(query.minPrice !== undefined ? { minPaise: toPaise(query.minPrice) } : {}),
      ...(query.maxPrice !== undefined ? { maxPaise: toPaise(query.maxPrice) } : {}),
    },
  );
  return readCounts(all);
}

/** The facet counts of any set of products a card filter picks (a search's matches, say), under chosen facets. */
export async function facetCountsOf(ctx: AppContext, base: CardFilter, facets: FacetFilters): Promise<FacetCounts> {
  return answer(ctx, await countRows(ctx, base, facets, sql`true`), facets);
}

/**
 * Where the matches come from: the base filter's scope and price range read the products' facet rows (s) alone;
 * its other conditions (text, an offer, a search's words) read the product (p), joined only then.
 */
function matchesOf(base: CardFilter): { from: SQL; where: SQL } {
  const { categoryId, brandId, minPaise, maxPaise, ...onProduct } = base;
  const where: SQL[] = [sql`s.is_active`];
  if (categoryId !== undefined) where.push(sql`s.category_id = ${categoryId}`);
  if (brandId !== undefined) where.push(sql`s.brand_id = ${brandId}`);
  if (minPaise !== undefined) where.push(sql`s.price_paise >= ${minPaise}`);
  if (maxPaise !== undefined) where.push(sql`s.price_paise <= ${maxPaise}`);
  const needsProduct = Object.values(onProduct).some((v) => v !== undefined && !(Array.isArray(v) && !v.length));
  if (!needsProduct) return { from: sql`product_facets s`, where: sql.join(where, sql` and `) };
  return {
    from: sql`product_facets s join products p on p.id = s.product_id`,
    where: sql.join([...where, ...filterConditions(onProduct)], sql` and `),
  };
}

/**
 * The facet counts of a listing in one statement: one pass over the matches' rows of product_facets (kept on
 * write by migration 0022's triggers: the default variant's price and stock state, shade families and sizes as
 * bit sets). A flag per chosen group is worked out once per match (the fenced subquery `f`); every count is an
 * aggregate over the matches that pass every other chosen group, so choosing a shade family narrows the sizes
 * and brands but not the other families. Grouped by brand (the brand group's own count), the other counts are
 * summed over the brands here. Materialising the matches and counting each group in a scan of its own, or
 * unnesting arrays of families, measured two to four times slower.
 */
async function countRows(ctx: AppContext, base: CardFilter, query: FacetFilters, exists: SQL): Promise<CountRow[]> {
  return readCounts(await rows<BrandCounts>(ctx.db, countStatement(base, query, exists)));
}

/** Every count a listing shows but the brands' own: the total, then each group's values, in the statement's order. */
const counters: { g: CountRow['g']; value: string; when: SQL }[] = [
  { g: 'total', value: '', when: sql`true` },
  ...SHADE_BITS.map((v) => ({ g: 'shade' as const, value: v.value, when: sql.raw(`f.shade_bits & ${v.bit} <> 0`) })),
  ...SIZE_BITS.map((v) => ({ g: 'size' as const, value: v.value, when: sql.raw(`f.size_bits & ${v.bit} <> 0`) })),
  ...PRICE_BANDS.map((b) => ({
    g: 'price' as const,
    value: b.key,
    when: sql.raw(`f.price_paise >= ${b.from}${b.below === null ? '' : ` and f.price_paise < ${b.below}`}`),
  })),
  {
    g: 'rating',
    value: String(MIN_RATING_STEP),
    when: sql.raw(`f.rating_count > 0 and f.rating_total >= ${MIN_RATING_STEP} * f.rating_count`),
  },
  ...DISCOUNT_STEPS.map((d) => ({
    g: 'discount' as const,
    value: String(d),
    when: sql.raw(`(f.base_price_paise - f.price_paise) * 200 >= ${2 * d - 1} * f.base_price_paise`),
  })),
  { g: 'inStock', value: 'true', when: sql`f.in_stock` },
];

/** The statement countRows runs (see there); with placeholders in `base` and `exists`, a shape's. */
function countStatement(base: CardFilter, query: FacetFilters, exists: SQL): SQL {
  const chosen = facetConditions(query, sql`s`);
  const flag = (g: FacetGroup) => chosen[g] ?? sql`true`;
  const except = (g: FacetGroup | null) => {
    const others = (Object.keys(chosen) as FacetGroup[])
      .filter((k) => k !== g)
      .map((k) => sql.raw(`k_${k.toLowerCase()}`));
    return others.length ? sql.join(others, sql` and `) : sql`true`;
  };
  const groups = ['shade', 'size', 'brand', 'price', 'rating', 'discount', 'inStock'] as const;
  const flags = sql.join(
    groups.map((g) => sql`${flag(g)} as ${sql.raw(`k_${g.toLowerCase()}`)}`),
    sql`, `,
  );
  const aggregates = sql.join(
    counters.map(
      (c) => sql`count(*) filter (where ${except(c.g === 'total' ? null : (c.g as FacetGroup))} and ${c.when})::int`,
    ),
    sql`, `,
  );
  const matches = matchesOf(base);
  return sql`
    select null::int as brand_id, array[(${exists})::int] as n
    union all
    select f.brand_id, array[count(*) filter (where ${except('brand')})::int, ${aggregates}]
    from (
      select s.brand_id, s.rating_total, s.rating_count, s.price_paise, s.base_price_paise, s.in_stock,
             s.shade_bits, s.size_bits, ${flags}
      from ${matches.from}
      where ${matches.where}
      offset 0
    ) f
    group by f.brand_id`;
}

/** One row per brand among the matches with its counts, and the row (brand_id null) saying whether the scope exists. */
type BrandCounts = { brand_id: number | null; n: number[] };

/** The counts of every group and value, summed over the brands, from countStatement's rows. */
function readCounts(all: BrandCounts[]): CountRow[] {
  const brands = all.filter((r) => r.brand_id !== null);
  const out: CountRow[] = [{ g: 'found', value: '', n: all.find((r) => r.brand_id === null)!.n[0]! }];
  counters.forEach((c, i) => out.push({ g: c.g, value: c.value, n: brands.reduce((sum, b) => sum + b.n[i + 1]!, 0) }));
  for (const b of brands) out.push({ g: 'brand', value: String(b.brand_id), n: b.n[0]! });
  return out;
}

async function answer(ctx: AppContext, found: CountRow[], query: FacetFilters): Promise<FacetCounts> {
  const of = (g: string) => new Map(found.filter((r) => r.g === g).map((r) => [r.value, r.n]));
  const shade = of('shade');
  const size = of('size');
  const brand = of('brand');
  const price = of('price');
  // A chosen value stays listed at 0 so the shopper can still untick it.
  const keep = (counts: Map<string, number>, chosen: readonly (string | number)[] | undefined) => (value: string) =>
    (counts.get(value) ?? 0) > 0 || (chosen ?? []).map(String).includes(value);
  const brandIds = [...new Set([...brand.keys(), ...(query.brand ?? []).map(String)])].map(Number);
  const brandNames = brandIds.length
    ? await rows<{ id: number; name: string }>(
        ctx.db,
        sql`select id, name from brands where id in ${brandIds} order by name`,
      )
    : [];
  const value = (v: string, label: string, n: number | undefined, swatch?: string): FacetValue => ({
    value: v,
    label,
    count: n ?? 0,
    ...(swatch ? { swatch } : {}),
  });
  return {
    total: of('total').get('') ?? 0,
    shade: SHADE_FAMILIES.filter(keep(shade, query.shade)).map((f) =>
      value(f, f, shade.get(f), SHADE_FAMILY_SWATCH[f as ShadeFamily]),
    ),
    size: SIZE_SCALE.filter(keep(size, query.size)).map((s) => value(s, s, size.get(s))),
    brand: brandNames
      .filter((b) => keep(brand, query.brand)(String(b.id)))
      .map((b) => value(String(b.id), b.name, brand.get(String(b.id)))),
    price: PRICE_BANDS.filter((b) => keep(price, query.price)(b.key)).map((b) =>
      value(b.key, b.label, price.get(b.key)),
    ),
    rating: [value(String(MIN_RATING_STEP), `${MIN_RATING_STEP}★ & up`, of('rating').get(String(MIN_RATING_STEP)))],
    discount: DISCOUNT_STEPS.map((d) => value(String(d), `${d}% off or more`, of('discount').get(String(d)))),
    inStock: [value('true', 'In stock only', of('inStock').get('true'))],
  };
}

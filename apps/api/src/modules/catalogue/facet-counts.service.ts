import type { FacetCountsQuery } from '@shringar/contracts/catalogue';
import type { FacetCounts, FacetFilters, FacetValue } from '@shringar/contracts/facets';
import { DISCOUNT_STEPS, MIN_RATING_STEP, PRICE_BANDS } from '@shringar/contracts/facets';
import { toPaise } from '@shringar/contracts/money';
import { SHADE_FAMILIES, SHADE_FAMILY_SWATCH, SIZE_SCALE, type ShadeFamily } from '@shringar/contracts/variant-options';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { type FacetGroup, facetConditions } from './facet-filters.ts';
import { type CardFilter, filterConditions } from './product-cards.repository.ts';

const scopes = {
  category: {
    table: sql`categories`,
    filter: (id: number): CardFilter => ({ categoryId: id }),
    missing: 'Category not found.',
  },
  brand: { table: sql`brands`, filter: (id: number): CardFilter => ({ brandId: id }), missing: 'Brand not found.' },
  offer: { table: sql`offers`, filter: (id: number): CardFilter => ({ offerId: id }), missing: 'Offer not found.' },
} as const;

/** A constant of the store's own (a band key, a step) written into the statement, so every row's value is text. */
const literal = (s: string) => sql.raw(`'${s.replace(/'/g, "''")}'`);

type CountRow = { g: FacetGroup | 'total' | 'found'; value: string; n: number };

/** GET /products/facets: a listing's counts (its scope, text and price range), the scope answering 404 if missing. */
export async function facetCounts(ctx: AppContext, query: FacetCountsQuery): Promise<FacetCounts> {
  const base: CardFilter = {
    ...(query.scope !== 'all' ? scopes[query.scope].filter(query.scopeId!) : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(query.minPrice !== undefined ? { minPaise: toPaise(query.minPrice) } : {}),
    ...(query.maxPrice !== undefined ? { maxPaise: toPaise(query.maxPrice) } : {}),
  };
  const exists =
    query.scope !== 'all'
      ? sql`exists (select 1 from ${scopes[query.scope].table} where id = ${query.scopeId} and is_active)`
      : sql`true`;
  const found = await countRows(ctx, base, query, exists);
  if (query.scope !== 'all' && !found.some((r) => r.g === 'found' && r.n === 1))
    throw new NotFound(scopes[query.scope].missing);
  return answer(ctx, found, query);
}

/** The facet counts of any set of products a card filter picks (a search's matches, say), under chosen facets. */
export async function facetCountsOf(ctx: AppContext, base: CardFilter, facets: FacetFilters): Promise<FacetCounts> {
  return answer(ctx, await countRows(ctx, base, facets, sql`true`), facets);
}

/**
 * The facet counts of a listing in one statement. The listing's own filters (scope, text, price range) pick the
 * matches once, each with its default variant (`m`, materialised); each group then counts over the matches that
 * pass every other chosen group (a flag per group, worked out once per match), so choosing a shade family
 * narrows the sizes and brands but not the other families.
 */
async function countRows(ctx: AppContext, base: CardFilter, query: FacetFilters, exists: SQL): Promise<CountRow[]> {
  const chosen = facetConditions(query, sql`m`, sql`m`);
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
  const band = sql.join(
    PRICE_BANDS.map((b) =>
      b.below === null
        ? sql`when f.price_paise >= ${b.from} then ${literal(b.key)}`
        : sql`when f.price_paise < ${b.below} then ${literal(b.key)}`,
    ),
    sql` `,
  );
  const discounts = sql.join(
    DISCOUNT_STEPS.map(
      (d) =>
        sql`select 'discount', ${literal(String(d))}, count(*)::int from f where ${except('discount')} and (f.base_price_paise - f.price_paise) * 200 >= ${2 * d - 1} * f.base_price_paise`,
    ),
    sql` union all `,
  );
  const where = sql.join(filterConditions(base), sql` and `);
  const statement = sql`
    with m as materialized (
      select p.id, p.brand_id, p.rating_total, p.rating_count, v.price_paise, v.base_price_paise, v.stock
      from products p
      cross join lateral (
        select dv.price_paise, dv.base_price_paise, dv.stock from product_variants dv
        where dv.product_id = p.id order by (dv.stock > 0) desc, dv.sort_order, dv.id limit 1
      ) v
      where ${where}
    ),
    f as materialized (select m.*, ${flags} from m)
    select 'found' as g, '' as value, (${exists})::int as n
    union all select 'total', '', count(*)::int from f where ${except(null)}
    union all select 'shade', vs.shade_family, count(distinct f.id)::int
      from f join product_variants vs on vs.product_id = f.id and vs.shade_family is not null
      where ${except('shade')} group by vs.shade_family
    union all select 'size', vz.size, count(distinct f.id)::int
      from f join product_variants vz on vz.product_id = f.id and vz.size is not null
      where ${except('size')} group by vz.size
    union all select 'brand', f.brand_id::text, count(*)::int from f where ${except('brand')} group by f.brand_id
    union all select 'price', (case ${band} end), count(*)::int from f where ${except('price')} group by 2
    union all select 'rating', ${literal(String(MIN_RATING_STEP))}, count(*)::int from f
      where ${except('rating')} and f.rating_count > 0 and f.rating_total >= ${MIN_RATING_STEP} * f.rating_count
    union all ${discounts}
    union all select 'inStock', 'true', count(*)::int from f where ${except('inStock')} and f.stock > 0`;
  return rows<CountRow>(ctx.db, statement);
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

import type { AdminProductPage, AdminProductRow } from '@shringar/contracts/admin-products';
import { toRupees } from '@shringar/contracts/money';
import { pagination } from '@shringar/contracts/pagination';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows as select } from '../../db/client.ts';

type ProductSearch = {
  page: number;
  itemsPerPage: number;
  q?: string | undefined;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  status: 'all' | 'active' | 'archived';
  sort: 'updated' | 'name' | 'price-low' | 'price-high' | 'stock-low';
};

const ORDERINGS: Record<ProductSearch['sort'], SQL> = {
  updated: sql`p.updated_at desc, p.id desc`,
  name: sql`lower(p.name), p.id`,
  'price-low': sql`v.min_price nulls last, p.id`,
  'price-high': sql`v.max_price desc nulls last, p.id`,
  'stock-low': sql`v.total_stock nulls first, p.id`,
};

type Row = {
  [key: string]: unknown;
  id: number;
  name: string;
  slug: string;
  category_name: string;
  brand_name: string;
  is_active: boolean;
  variant_count: number | null;
  min_price: number | null;
  max_price: number | null;
  total_stock: number | null;
  image_url: string | null;
  updated_at: Date | string;
  total: number;
};

/** `q` matches a name or slug anywhere, or a SKU from its start (case-insensitive). */
function where(search: ProductSearch): SQL {
  const parts: SQL[] = [sql`true`];
  if (search.q) {
    const like = `%${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const skuStart = `${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(p.name ilike ${like} or p.slug ilike ${like} or exists (select 1 from product_variants sv where sv.product_id = p.id and sv.sku ilike ${skuStart}))`,
    );
  }
  if (search.categoryId) parts.push(sql`p.category_id = ${search.categoryId}`);
  if (search.brandId) parts.push(sql`p.brand_id = ${search.brandId}`);
  if (search.status !== 'all') parts.push(sql`p.is_active = ${search.status === 'active'}`);
  return sql.join(parts, sql` and `);
}

/** The console's product table: one row per product with its price range, total stock and first photo. */
export async function listAdminProducts(ctx: AppContext, search: ProductSearch): Promise<AdminProductPage> {
  const offset = (search.page - 1) * search.itemsPerPage;
  const rows = await select<Row>(
    ctx.db,
    sql`
    select p.id, p.name, p.slug, c.name as category_name, b.name as brand_name, p.is_active, p.updated_at,
           v.variant_count, v.min_price, v.max_price, v.total_stock, v.image_url, count(*) over ()::int as total
    from products p
    join categories c on c.id = p.category_id
    join brands b on b.id = p.brand_id
    left join lateral (
      select count(*)::int as variant_count, min(price_paise)::int as min_price, max(price_paise)::int as max_price,
             sum(stock)::int as total_stock,
             (array_agg(images->>0 order by sort_order, id) filter (where jsonb_array_length(images) > 0))[1] as image_url
      from product_variants where product_id = p.id
    ) v on true
    where ${where(search)}
    order by ${ORDERINGS[search.sort]}
    limit ${search.itemsPerPage} offset ${offset}`,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end still says how many there are.
    const [counted] = await select<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from products p where ${where(search)}`,
    );
    total = counted?.total ?? 0;
  }
  const items: AdminProductRow[] = rows.map((r) => ({
    productId: r.id,
    name: r.name,
    slug: r.slug,
    categoryName: r.category_name,
    brandName: r.brand_name,
    isActive: r.is_active,
    variantCount: r.variant_count ?? 0,
    minPrice: toRupees(r.min_price ?? 0),
    maxPrice: toRupees(r.max_price ?? 0),
    totalStock: r.total_stock ?? 0,
    imageUrl: r.image_url ?? '',
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
  return { items, pagination: pagination(total, search.page, search.itemsPerPage) };
}

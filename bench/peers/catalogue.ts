import postgres from 'postgres';

/** One product as both stores get it: the demo store's name, description, images and variants with prices. */
export type PeerProduct = {
  shringarId: number;
  /** Medusa's handle: the demo slug with the product id (two brands may sell the same name, so slugs repeat). */
  handle: string;
  title: string;
  description: string;
  images: string[];
  variants: { title: string; sku: string; rupees: number }[];
};

type Row = {
  id: number;
  name: string;
  slug: string;
  description_html: string;
  variants: { name: string; sku: string; price_paise: number; images: string[] }[];
};

/**
 * Cuts the demo store in `databaseUrl` (seeded by the store's first start) to its first `count` products, all in
 * one category: Medusa's list pages through every product, so ours pages through a category holding all of
 * them, and page 2 of 24 exists on both. The other products are deactivated (hidden from every list, as an
 * operator would), not deleted. Returns the products to feed Medusa and the category's id.
 */
export async function cutDemoStore(
  databaseUrl: string,
  count: number,
): Promise<{ products: PeerProduct[]; categoryId: number }> {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const kept = await db<{ id: number; category_id: number }[]>`
      select id, category_id from products where is_active order by id limit ${count}`;
    if (kept.length < count) throw new Error(`the demo store has ${kept.length} active products, fewer than ${count}`);
    const categoryId = kept[0]!.category_id;
    const ids = kept.map((k) => k.id);
    await db.begin(async (tx) => {
      await tx`update products set is_active = false where id not in ${tx(ids)}`;
      await tx`update products set category_id = ${categoryId} where id in ${tx(ids)}`;
    });
    const rows = await db<Row[]>`
      select p.id, p.name, p.slug, p.description_html,
             json_agg(json_build_object('name', v.name, 'sku', v.sku, 'price_paise', v.price_paise, 'images', v.images)
                      order by v.sort_order, v.id) as variants
        from products p join product_variants v on v.product_id = p.id
       where p.is_active group by p.id order by p.id`;
    return { products: rows.map(toPeer), categoryId };
  } finally {
    await db.end();
  }
}

function toPeer(row: Row): PeerProduct {
  const seen = new Map<string, number>();
  return {
    shringarId: row.id,
    handle: `${row.slug}-${row.id}`.toLowerCase(),
    title: row.name,
    description: row.description_html,
    images: [...new Set(row.variants.flatMap((v) => v.images))],
    variants: row.variants.map((v) => {
      // Medusa needs distinct option values within a product.
      const n = (seen.get(v.name) ?? 0) + 1;
      seen.set(v.name, n);
      return { title: n === 1 ? v.name : `${v.name} (${n})`, sku: v.sku, rupees: v.price_paise / 100 };
    }),
  };
}

import { GST_RATES } from '@shringar/contracts/gst-rates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { rows } from '../db/client.ts';
import { seedDemoStore } from './demo-store.ts';
import { createUser } from '../../test/factories.ts';
import { createOrder } from '../../test/order-factory.ts';
import { AUTOMATION } from '../../test/staff-factories.ts';

/** A fingerprint of everything the seed writes, to compare two seeded databases. */
async function fingerprint(t: TestApp) {
  const [row] = await rows<{ products: string; variants: string; content: string }>(
    t.db,
    sql`select
      (select md5(string_agg(concat_ws('|', name, slug, description_html, category_id, brand_id, rating_total, rating_count, popularity), ',' order by id)) from products) as products,
      (select md5(string_agg(concat_ws('|', product_id, name, sku, price_paise, base_price_paise, stock, images::text, highlights::text, delivery_type, delivery_days), ',' order by id)) from product_variants) as variants,
      (select md5(string_agg(concat_ws('|', id, content_html), ',' order by id)) from policies) as content`,
  );
  return row;
}

describe('demo store seed', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ fixture: 'demo' });
  });
  afterAll(() => demo.close());

  const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => rows<T>(demo.db, query);

  it('has the categories, with exactly one Earring holding at least ten products', async () => {
    const cats = await q<{ name: string; n: number; icon_url: string }>(
      sql`select c.name, c.icon_url, count(p.id)::int as n from categories c left join products p on p.category_id = c.id group by c.id order by c.sort_order`,
    );
    expect(cats.length).toBeGreaterThanOrEqual(14);
    expect(cats.filter((c) => c.name === 'Earring')).toHaveLength(1);
    expect(cats.find((c) => c.name === 'Earring')!.n).toBeGreaterThanOrEqual(10);
    for (const name of [
      'Lipstick',
      'Kajal & Eyeliner',
      'Foundation',
      'Face Serum',
      'Shampoo',
      'Perfume',
      'Kurta',
      'Saree',
      'Necklace',
      'Handbag',
      'Scented Candles',
    ])
      expect(cats.map((c) => c.name)).toContain(name);
    expect(cats.every((c) => c.n > 0 && c.icon_url.startsWith('/api/v4/media/category/'))).toBe(true);
    const [flags] = await q<{ popular: number; featured: number }>(
      sql`select count(*) filter (where is_popular)::int as popular, count(*) filter (where is_featured)::int as featured from categories`,
    );
    expect(flags!.popular).toBeGreaterThan(0);
    expect(flags!.featured).toBeGreaterThan(0);
  });

  it('has at least 15 brands with logos', async () => {
    const brands = await q<{ logo_url: string }>(sql`select logo_url from brands`);
    expect(brands.length).toBeGreaterThanOrEqual(15);
    expect(brands.every((b) => b.logo_url.startsWith('/api/v4/media/brand/'))).toBe(true);
  });

  it('has at least 300 products, each with 1 to 5 variants', async () => {
    const [counts] = await q<{ products: number; min: number; max: number }>(sql`
      select count(*)::int as products, min(n)::int as min, max(n)::int as max
      from (select p.id, count(v.id) as n from products p left join product_variants v on v.product_id = p.id group by p.id) x`);
    expect(counts!.products).toBeGreaterThanOrEqual(300);
    expect(counts!.min).toBeGreaterThanOrEqual(1);
    expect(counts!.max).toBeLessThanOrEqual(5);
  });

  it('prices like an Indian store: rupee endings, discounts of 5 to 60%, some stock out', async () => {
    const variants = await q<{ price: number; base: number; stock: number; images: string[]; highlights: string[] }>(
      sql`select price_paise as price, base_price_paise as base, stock, images, highlights from product_variants`,
    );
    expect(variants.every((v) => v.price % 100 === 0 && (v.price / 100) % 10 === 9)).toBe(true);
    expect(variants.every((v) => v.base >= v.price)).toBe(true);
    const discounted = variants.filter((v) => v.base > v.price);
    expect(discounted.length / variants.length).toBeGreaterThan(0.6);
    const percents = discounted.map((v) => Math.round(((v.base - v.price) * 100) / v.base));
    expect(Math.min(...percents)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...percents)).toBeLessThanOrEqual(62);
    expect(variants.some((v) => v.stock === 0)).toBe(true);
    expect(variants.every((v) => v.stock >= 0 && v.stock <= 80)).toBe(true);
    expect(variants.every((v) => v.highlights.length >= 3 && v.highlights.length <= 6)).toBe(true);
    expect(
      variants.every((v) => v.images.length >= 1 && v.images.every((i) => i.startsWith('/api/v4/media/product/'))),
    ).toBe(true);
    const [soldOut] = await q<{ n: number }>(
      sql`select count(*)::int as n from products p where not exists (select 1 from product_variants v where v.product_id = p.id and v.stock > 0)`,
    );
    expect(soldOut!.n).toBeGreaterThanOrEqual(1);
  });

  it('gives every variant a packed weight and box by category, so a demo order books with the courier', async () => {
    const sizes = await q<{
      name: string;
      weight: number | null;
      l: number | null;
      b: number | null;
      h: number | null;
    }>(sql`
      select distinct c.name, v.weight_grams as weight, v.length_cm as l, v.breadth_cm as b, v.height_cm as h
      from products p join categories c on c.id = p.category_id join product_variants v on v.product_id = p.id`);
    expect(sizes.every((r) => r.weight! > 0 && r.l! > 0 && r.b! > 0 && r.h! > 0)).toBe(true);
    const weightOf = (name: string) => sizes.find((r) => r.name === name)!.weight!;
    expect(weightOf('Saree')).toBeGreaterThan(weightOf('Lipstick'));
    expect(weightOf('Handbag')).toBeGreaterThan(weightOf('Earring'));

    const [saree, lipstick] = await q<{ product_id: number; id: number }>(sql`
      (select v.product_id, v.id from product_variants v join products p on p.id = v.product_id
         join categories c on c.id = p.category_id where c.name = 'Saree' order by v.id limit 1)
      union all
      (select v.product_id, v.id from product_variants v join products p on p.id = v.product_id
         join categories c on c.id = p.category_id where c.name = 'Lipstick' order by v.id limit 1)`);
    const shopper = await createUser(demo.ctx);
    const order = await createOrder(demo.ctx, {
      userId: shopper.user.id,
      status: 'CONFIRMED',
      lines: [
        { productId: saree!.product_id, variantId: saree!.id },
        { productId: lipstick!.product_id, variantId: lipstick!.id, quantity: 2 },
      ],
    });
    const booked = await demo.call({
      method: 'POST',
      url: '/api/v4/admin/shipments/bulk',
      headers: AUTOMATION,
      payload: { orderIds: [order.id] },
    });
    expect(booked.status).toBe(200);
    expect(booked.body.data.failed).toEqual([]);
    expect(booked.body.data.shipments).toMatchObject([{ orderId: order.id, created: true }]);
  });

  it('gives tax codes, warranty and delivery by category', async () => {
    const byCategory = await q<{ name: string; hsn: string; gst: number; warranty: string }>(sql`
      select distinct c.name, p.hsn_code as hsn, p.gst_rate_bp as gst, v.warranty
      from products p join categories c on c.id = p.category_id join product_variants v on v.product_id = p.id`);
    const of = (name: string) => byCategory.filter((r) => r.name === name);
    expect(of('Earring').every((r) => r.hsn === '7117' && r.gst === 300)).toBe(true);
    expect(of('Perfume').every((r) => r.hsn === '3303' && r.gst === 1800)).toBe(true);
    expect(of('Shampoo').every((r) => r.hsn === '3305' && r.gst === 500)).toBe(true);
    expect(of('Lipstick').every((r) => r.hsn === '3304' && r.gst === 1800)).toBe(true);
    expect(of('Kurta').every((r) => r.hsn === '6204' && r.gst === 500)).toBe(true);
    expect(of('Saree').every((r) => r.hsn === '5208' && r.gst === 500)).toBe(true);
    expect(of('Scented Candles').every((r) => r.hsn === '3406' && r.gst === 500)).toBe(true);
    // Every seeded rate is one the console offers (the schedule since 22 September 2025).
    expect(byCategory.every((r) => (GST_RATES as readonly number[]).includes(r.gst / 100))).toBe(true);
    expect(of('Handbag').every((r) => r.hsn === '4202' && r.warranty === '6 months manufacturer warranty')).toBe(true);
    const types = await q<{ delivery_type: string }>(
      sql`select distinct delivery_type from product_variants order by 1`,
    );
    expect(types.map((t) => t.delivery_type)).toEqual(['Express Delivery', 'Standard Delivery']);
  });

  it('writes HTML descriptions with sections and an entity', async () => {
    const [d] = await q<{ all: number; lists: number; entities: number }>(sql`
      select count(*)::int as all, count(*) filter (where description_html like '%<ul>%<h3>%')::int as lists,
             count(*) filter (where description_html like '%&amp;%')::int as entities from products`);
    expect(d!.lists).toBe(d!.all);
    expect(d!.entities).toBeGreaterThan(0);
  });

  it('has banners and offers with their products', async () => {
    const banners = await q<{ n: number; image_url: string }>(
      sql`select b.image_url, count(bp.product_id)::int as n from banners b left join banner_products bp on bp.banner_id = b.id group by b.id`,
    );
    expect(banners.length).toBeGreaterThanOrEqual(4);
    expect(banners.length).toBeLessThanOrEqual(5);
    expect(banners.every((b) => b.n > 0 && b.image_url.startsWith('/api/v4/media/banner/'))).toBe(true);
    const offers = await q<{ n: number }>(
      sql`select count(op.product_id)::int as n from offers o left join offer_products op on op.offer_id = o.id group by o.id`,
    );
    expect(offers.length).toBeGreaterThanOrEqual(5);
    expect(offers.length).toBeLessThanOrEqual(6);
    expect(offers.every((o) => o.n > 0)).toBe(true);
  });

  it('has the five policies as a private limited company documents, FAQs and reasons', async () => {
    const policies = await q<{ id: string; content_html: string }>(
      sql`select id, content_html from policies order by sort_order`,
    );
    expect(policies.map((p) => p.id)).toEqual([
      'privacy-policy',
      'terms-and-conditions',
      'return-refund-policy',
      'shipping-policy',
      'cancellation-policy',
    ]);
    for (const p of policies) {
      expect(p.content_html.match(/<h2>/g)!.length, p.id).toBeGreaterThanOrEqual(4);
      expect(p.content_html).toContain('Shringar Retail Private Limited');
      expect(p.content_html).toContain('U52599MH2024PTC421337');
      expect(p.content_html).toContain('care@shringar.store');
    }
    expect(policies[1]!.content_html).toContain('Governing law');
    expect(policies[0]!.content_html).toContain('Grievance Officer');
    const [faqs] = await q<{ n: number }>(sql`select count(*)::int as n from faqs`);
    expect(faqs!.n).toBeGreaterThanOrEqual(10);
    // The Help page's groups: orders, payments & COD, delivery, returns & refunds, wallet and account, in order.
    const topics = await q<{ topic: string }>(sql`select topic from faqs group by topic order by min(sort_order)`);
    expect(topics.map((t) => t.topic)).toEqual([
      'Orders',
      'Payments & COD',
      'Delivery',
      'Returns & Refunds',
      'Wallet',
      'Account',
      'Products',
    ]);
    const reasons = await q<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from reasons group by kind order by kind`,
    );
    expect(reasons.map((r) => r.kind)).toEqual(['CANCELLATION', 'RETURN']);
    expect(reasons.every((r) => r.n >= 5 && r.n <= 7)).toBe(true);
  });

  it('has the demo coupons and one giveaway, and leaves settings to their defaults', async () => {
    const coupons = await q<{
      code: string;
      kind: string;
      value: number;
      max: number | null;
      min: number;
      first: boolean;
      usage: number | null;
      per_user: number | null;
      ends: Date | string | null;
    }>(sql`
      select code, kind, value, max_discount_paise as max, min_order_paise as min, first_order_only as first,
             usage_limit as usage, per_user_limit as per_user, ends_at as ends from coupons order by code`);
    const c = Object.fromEntries(coupons.map((x) => [x.code, x]));
    expect(Object.keys(c).sort()).toEqual(['FESTIVE15', 'FLAT50', 'MONSOON25', 'SHRINGAR20', 'WELCOME10']);
    expect(c.WELCOME10).toMatchObject({ kind: 'PERCENT', value: 1000, max: 15000, first: true });
    expect(c.FLAT50).toMatchObject({ kind: 'FLAT', value: 5000, min: 49900 });
    expect(c.SHRINGAR20).toMatchObject({ kind: 'PERCENT', value: 2000, max: 30000, min: 99900, usage: 500 });
    expect(c.FESTIVE15).toMatchObject({ kind: 'PERCENT', value: 1500, per_user: 1 });
    expect(new Date(c.MONSOON25!.ends!).toISOString()).toBe('2026-09-30T18:29:59.000Z');
    const giveaways = await q<{ ends_at: Date | string; is_active: boolean }>(
      sql`select ends_at, is_active from giveaways`,
    );
    expect(giveaways).toHaveLength(1);
    expect(new Date(giveaways[0]!.ends_at).getUTCFullYear()).toBe(2027);
    const [settings] = await q<{ n: number }>(sql`select count(*)::int as n from settings`);
    expect(settings!.n).toBe(0);
  });

  it('points only at images the media routes draw', async () => {
    const [urls] = await q<{
      product: string;
      icon: string;
      logo: string;
      banner: string;
      offer: string;
      prize: string;
    }>(sql`
      select (select images->>0 from product_variants order by id desc limit 1) as product,
             (select icon_url from categories order by id limit 1) as icon,
             (select logo_url from brands order by id desc limit 1) as logo,
             (select image_url from banners order by id limit 1) as banner,
             (select image_url from offers order by id limit 1) as offer,
             (select prize_image_url from giveaways limit 1) as prize`);
    for (const url of Object.values(urls!)) {
      const res = await demo.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it('seeds the same store on every run, once, quickly', async () => {
    const fresh = await createTestApp({ fixture: 'empty' });
    try {
      const started = performance.now();
      await seedDemoStore(fresh.db);
      const ms = performance.now() - started;
      // Processes starting together, or a second start, must not seed twice.
      await Promise.all([seedDemoStore(fresh.db), seedDemoStore(fresh.db)]);
      console.info(`demo store seeded in ${Math.round(ms)} ms (${fresh.ctx.dbKind})`);
      // A loose bound: the target is under 3 s on an idle machine; shared CI machines are much slower.
      expect(ms).toBeLessThan(30_000);
      expect(await fingerprint(fresh)).toEqual(await fingerprint(demo));
    } finally {
      await fresh.close();
    }
  });
});

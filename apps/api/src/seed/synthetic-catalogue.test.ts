import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { rows } from '../db/client.ts';
import { parseProductCount } from './cli-args.ts';
import { addSyntheticProducts } from './synthetic-catalogue.ts';

describe('synthetic catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ fixture: 'demo' });
  });
  afterAll(() => t.close());

  const count = async () => (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from products`))[0]!.n;

  it('adds exactly N products with 1 to 5 variants each, and more on a second run', async () => {
    const before = await count();
    const progress: number[] = [];
    const first = await addSyntheticProducts(t.db, 37, { onProgress: (done) => progress.push(done) });
    expect(first.products).toBe(37);
    expect(await count()).toBe(before + 37);
    expect(progress.at(-1)).toBe(37);
    await addSyntheticProducts(t.db, 5);
    expect(await count()).toBe(before + 42);

    const [shape] = await rows<{ min: number; max: number; variants: number; skus: number }>(
      t.db,
      sql`select min(n)::int as min, max(n)::int as max, sum(n)::int as variants,
                 (select count(distinct sku)::int from product_variants) as skus
          from (select p.id, count(v.id) as n from products p left join product_variants v on v.product_id = p.id
                where p.slug like '%-s%' and p.id > ${before} group by p.id) x`,
    );
    expect(shape!.min).toBeGreaterThanOrEqual(1);
    expect(shape!.max).toBeLessThanOrEqual(5);
    const [all] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from product_variants`);
    expect(shape!.skus).toBe(all!.n);
  });

  it("writes each product's search vector as the triggers would compute it, and its words to the dictionary", async () => {
    const before = await count();
    await addSyntheticProducts(t.db, 12);
    const [check] = await rows<{ off: number; missing: number; words: number }>(
      t.db,
      sql`select count(*) filter (where p.search_vector is distinct from search_vector_of(p.name, b.name, c.name,
                   (select string_agg(v.name || ' ' || coalesce((select string_agg(h, ' ')
                              from jsonb_array_elements_text(v.highlights) h), ''), ' ' order by v.sort_order, v.id)
                      from product_variants v where v.product_id = p.id)))::int as off,
                 count(*) filter (where p.search_vector is null)::int as missing,
                 (select count(*)::int from search_words w
                   where w.word in (select search_words_of(p2.name) from products p2 where p2.id > ${before})) as words
          from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
          where p.id > ${before}`,
    );
    expect(check).toMatchObject({ off: 0, missing: 0 });
    expect(check!.words).toBeGreaterThan(0);
  });

  it('reads the product count from the command line', () => {
    expect(parseProductCount([])).toBe(100_000);
    expect(parseProductCount(['--products', '2500'])).toBe(2500);
    expect(parseProductCount(['--products=10'])).toBe(10);
    expect(() => parseProductCount(['--products', 'many'])).toThrow(/Usage/);
    expect(() => parseProductCount(['--products', '-5'])).toThrow(/Usage/);
    expect(() => parseProductCount(['--products', '5000001'])).toThrow(/Usage/);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { pageOfCards } from '../catalogue/catalogue.public.ts';
import { rows } from '../../db/client.ts';
import { searchMatch, searchTerms, unfilteredSearchMatch } from './search.service.ts';
import { searchWords } from './search-terms.ts';

type Card = { productId: number; productName: string; brandName: string; category: string; price: number };

describe('search', () => {
  let t: TestApp;
  const cat: Record<string, number> = {};
  const brand: Record<string, number> = {};

  let addProduct: (name: string, categoryName: string, brandName: string, variants: string[]) => Promise<number>;

  beforeAll(async () => {
    t = await createTestApp();
    const add = async (name: string, categoryName: string, brandName: string, price = 49900, variants?: string[]) => {
      const p = await createProduct(t.ctx, {
        name,
        ...(cat[categoryName] ? { categoryId: cat[categoryName] } : { categoryName }),
        ...(brand[brandName] ? { brandId: brand[brandName] } : { brandName }),
        variants: (variants ?? ['Standard']).map((v) => ({
          name: v,
          pricePaise: price,
          basePricePaise: price + 10000,
        })),
      });
      cat[categoryName] = p.categoryId;
      brand[brandName] = p.brandId;
      return p.product.id;
    };
    addProduct = (name, categoryName, brandName, variants) => add(name, categoryName, brandName, 49900, variants);
    await add('Lakmé 9to5 Primer + Matte Lip Color', 'Lipstick', 'Lakmé', 59900, ['Crimson Silk', 'Pink Perfect']);
    await add('Maybelline SuperStay Matte Ink Liquid Lipstick', 'Lipstick', 'Maybelline New York', 64900, [
      'Lover',
      'Pioneer',
    ]);
    await add('Sugar Smudge Me Not Liquid Lipstick', 'Lipstick', 'SUGAR Cosmetics', 49900);
    await add('Oxidised Silver Jhumki Earrings', 'Earring', 'Zaveri Pearls', 39900);
    await add('Gold Plated Kundan Jhumka', 'Earring', 'Zaveri Pearls', 129900);
    await add('Pearl Drop Studs', 'Earring', 'Zaveri Pearls', 29900);
    await add('Lakmé Eyeconic Kajal', 'Kajal & Eyeliner', 'Lakmé', 29900, ['Black', 'Deep Brown']);
    await add('Maybelline Colossal Kajal', 'Kajal & Eyeliner', 'Maybelline New York', 19900);
    await add('Banarasi Silk Saree', 'Saree', 'Kalki Fashion', 449900);
    await add('Lavender Scented Candle', 'Scented Candles', 'Iris Home', 59900);
  });
  afterAll(() => t.close());

  const search = async (query: string, extra = '') => {
    const res = await t.call({
      method: 'GET',
      url: `/api/v4/products/advance-search?query=${encodeURIComponent(query)}${extra}`,
    });
    expect(res.status, `${query} ${extra}`).toBe(200);
    return res.body.data as { items: Card[]; pagination: { totalItems: number } };
  };
  const names = async (query: string, extra = '') => (await search(query, extra)).items.map((c) => c.productName);

  it('finds lipsticks from a misspelling', async () => {
    const found = await names('lipstik');
    expect(found).toEqual(
      expect.arrayContaining(['Maybelline SuperStay Matte Ink Liquid Lipstick', 'Sugar Smudge Me Not Liquid Lipstick']),
    );
    expect(found).not.toContain('Banarasi Silk Saree');
  });

  it('finds a misspelled brand and a brand without its accent', async () => {
    const maybelline = await search('maybeline');
    expect(maybelline.items.map((c) => c.brandName)).toEqual(
      expect.arrayContaining(['Maybelline New York', 'Maybelline New York']),
    );
    expect(maybelline.items.every((c) => c.brandName === 'Maybelline New York')).toBe(true);
    const lakme = await search('lakme');
    expect(lakme.items.map((c) => c.productName).sort()).toEqual([
      'Lakmé 9to5 Primer + Matte Lip Color',
      'Lakmé Eyeconic Kajal',
    ]);
  });

  it('finds earrings for jhumka and jhumki, and every product of a category by its name', async () => {
    for (const q of ['jhumka', 'jhumki', 'Jhumkas']) {
      const found = await search(q);
      expect(found.items.length, q).toBeGreaterThanOrEqual(2);
      expect(
        found.items.every((c) => c.category === 'Earring'),
        q,
      ).toBe(true);
    }
    // the two products with the word in their name rank above the category-only match
    const ranked = await names('jhumka');
    expect(ranked.slice(0, 2).sort()).toEqual(['Gold Plated Kundan Jhumka', 'Oxidised Silver Jhumki Earrings']);
    expect((await search('earring')).items).toHaveLength(3);
    expect((await search('scented candles')).items.map((c) => c.productName)).toEqual(['Lavender Scented Candle']);
    expect((await names('kohl')).sort()).toEqual(['Lakmé Eyeconic Kajal', 'Maybelline Colossal Kajal']);
  });

  it('tolerates a typo in one word of several, and ignores stop words', async () => {
    const found = await names('matte lipstik');
    expect(found).toEqual(
      expect.arrayContaining(['Maybelline SuperStay Matte Ink Liquid Lipstick', 'Lakmé 9to5 Primer + Matte Lip Color']),
    );
    expect(found).not.toContain('Sugar Smudge Me Not Liquid Lipstick');
    expect(await names('silk saree for the wedding')).toEqual([]);
    expect(await names('the banarasi saree')).toEqual(['Banarasi Silk Saree']);
  });

  it('finds by variant name and ranks a name match first', async () => {
    expect(await names('crimson')).toEqual(['Lakmé 9to5 Primer + Matte Lip Color']);
    const kajal = await names('kajal');
    expect(kajal).toHaveLength(2);
  });

  it('filters by category, brand and price and sorts on request', async () => {
    expect(await names('lipstick', `&brandId=${brand['SUGAR Cosmetics']}`)).toEqual([
      'Sugar Smudge Me Not Liquid Lipstick',
    ]);
    expect(
      (await search('maybelline', `&categoryId=${cat['Kajal & Eyeliner']}`)).items.map((c) => c.productName),
    ).toEqual(['Maybelline Colossal Kajal']);
    const cheap = await search('lipstick', '&maxPrice=500');
    expect(cheap.items.map((c) => c.price)).toEqual([499]);
    const sorted = await search('lipstick', '&sort=price-high');
    const prices = sorted.items.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const paged = await search('earring', '&itemsPerPage=2&page=2');
    expect(paged.items).toHaveLength(1);
    expect(paged.pagination.totalItems).toBe(3);
  });

  it('pages past the relevance pool without repeating or losing a match', async () => {
    const { match, rank, byRelevance } = searchMatch(await searchTerms(t.ctx, ['earring']), 2);
    const page = async (offset: number, limit: number) =>
      (
        await pageOfCards(t.ctx.db, { where: [match] }, { orderBy: rank, productPage: byRelevance, limit, offset })
      ).cards.map((c) => c.productName);
    const onePerPage = [...(await page(0, 1)), ...(await page(1, 1)), ...(await page(2, 1)), ...(await page(3, 1))];
    expect(onePerPage).toHaveLength(3);
    expect(new Set(onePerPage).size).toBe(3);
    // a page across the pool's edge holds the same products in the same order
    expect(await page(1, 2)).toEqual(onePerPage.slice(1, 3));
    expect(await page(0, 3)).toEqual(onePerPage);
  });

  it('follows renamed products, variants and brands, and corrects typos of the new words', async () => {
    const id = await addProduct('Handloom Cotton Dupatta', 'Dupatta', 'Weavers Guild', ['Indigo']);
    expect(await names('dupata')).toEqual(['Handloom Cotton Dupatta']);
    await t.ctx.db.execute(sql`update product_variants set name = 'Marigold' where product_id = ${id}`);
    expect(await names('marigld')).toEqual(['Handloom Cotton Dupatta']);
    expect(await names('indigo')).toEqual([]);
    await t.ctx.db.execute(sql`update brands set name = 'Kashi Looms' where id = ${brand['Weavers Guild']!}`);
    expect(await names('kashi looms')).toEqual(['Handloom Cotton Dupatta']);
    expect(await names('weavers')).toEqual([]);
    await t.ctx.db.execute(sql`update products set name = 'Handloom Mulmul Stole' where id = ${id}`);
    expect(await names('mulmul')).toEqual(['Handloom Mulmul Stole']);
    await t.ctx.db.execute(sql`delete from product_variants where product_id = ${id}`);
    expect(await names('marigold')).toEqual([]);
  });

  it('answers totals and orders equal to testing each row, through adds, renames, deactivation and deletes', async () => {
    const queries = ['lipstick', 'matte lipstik', 'gold', 'silver jhumki', 'kajal the', 'me'];
    const expectExact = async (when: string) => {
      for (const q of queries) {
        const { match, rank, byRelevance } = searchMatch(await searchTerms(t.ctx, searchWords(q)));
        const [exact] = await rows<{ n: number }>(
          t.ctx.db,
          sql`select count(*)::int as n from products p where p.is_active and ${match}`,
        );
        const found = await search(q);
        expect(found.pagination.totalItems, `${q} ${when}`).toBe(exact!.n);
        // the same products in the same order as the pool cut by testing each vector
        const { cards } = await pageOfCards(
          t.ctx.db,
          { where: [match] },
          { orderBy: rank, productPage: byRelevance, limit: 20, offset: 0 },
        );
        expect(
          found.items.map((c) => c.productId),
          `${q} ${when}`,
        ).toEqual(cards.map((c) => c.productId));
        // the bitmap pool's two ways (bestseller walk, GIN for few matches), with a pool smaller than the matches
        for (const [pool, fewMatches] of [
          [2, 0],
          [2, 1000],
        ] as const) {
          const bitmapPool = unfilteredSearchMatch(await searchTerms(t.ctx, searchWords(q)), pool, fewMatches);
          const vectorPool = searchMatch(await searchTerms(t.ctx, searchWords(q)), pool);
          const page = async (m: typeof bitmapPool) =>
            (
              await pageOfCards(
                t.ctx.db,
                { where: [m.match] },
                { orderBy: m.rank, productPage: m.byRelevance, limit: 3, offset: 1 },
              )
            ).cards.map((c) => c.productId);
          expect(await page(bitmapPool), `${q} ${when} pool ${pool}/${fewMatches}`).toEqual(await page(vectorPool));
        }
      }
    };
    await expectExact('at first');
    const id = await addProduct('Gold Matte Lipstick Duo', 'Lipstick', 'Zaveri Pearls', ['Golden Rose']);
    await expectExact('after an add');
    expect((await search('golden rose')).pagination.totalItems).toBe(1);
    await t.ctx.db.execute(sql`update products set name = 'Silver Jhumki Set' where id = ${id}`);
    await expectExact('after a rename');
    await t.ctx.db.execute(sql`update products set is_active = false where id = ${id}`);
    await expectExact('after deactivating');
    expect((await search('golden rose')).pagination.totalItems).toBe(0);
    await t.ctx.db.execute(sql`update products set is_active = true where id = ${id}`);
    await expectExact('after activating again');
    await t.ctx.db.execute(sql`delete from product_variants where product_id = ${id}`);
    await t.ctx.db.execute(sql`delete from products where id = ${id}`);
    await expectExact('after a delete');
  }, 120_000); // dozens of searches and writes: slow on PGlite on a loaded machine

  it('treats SQL-looking text as words', async () => {
    for (const q of ["'; drop table products; --", "lipstick' or '1'='1", '%_\\', 'a & b | !c :*']) {
      const res = await t.call({
        method: 'GET',
        url: `/api/v4/products/advance-search?query=${encodeURIComponent(q)}`,
      });
      expect(res.status, q).toBe(200);
      expect(res.body.success).toBe(true);
    }
    expect((await search('!!!')).items).toEqual([]);
    expect((await search('banarasi')).items).toHaveLength(1); // the table is still there
  });

  it.each([
    ['', 'query'],
    ['query=', 'query'],
    ['query=%20%20', 'query'],
    [`query=${'a'.repeat(101)}`, 'query'],
    ['query=kajal&page=0', 'page'],
    ['query=kajal&page=x', 'page'],
    ['query=kajal&itemsPerPage=500', 'itemsPerPage'],
    ['query=kajal&sort=popular', 'sort'],
    ['query=kajal&minPrice=900&maxPrice=100', 'minPrice'],
    ['query=kajal&categoryId=abc', 'categoryId'],
    ['query=kajal&brandId=-1', 'brandId'],
  ])('rejects ?%s with a 400 naming %s', async (qs, field) => {
    const res = await t.call({ method: 'GET', url: `/api/v4/products/advance-search?${qs}` });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.body.errors[0].field).toBe(field);
  });

  it('defaults to 20 per page', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v4/products/advance-search?query=a' });
    expect(res.status).toBe(200);
    expect(res.body.data.pagination.currentPage).toBe(1);
    expect(res.body.data.items.length).toBeLessThanOrEqual(20);
  });

  describe('suggestions', () => {
    const suggest = async (query: string) => {
      const res = await t.call({
        method: 'GET',
        url: `/api/v4/products/search-suggestions/?query=${encodeURIComponent(query)}`,
      });
      expect(res.status).toBe(200);
      return res.body.data as { type: string; id: number; name: string; productImage: string }[];
    };

    it('mixes categories, brands and products, at most 8', async () => {
      const s = await suggest('lakm');
      expect(s[0]).toMatchObject({ type: 'brand', name: 'Lakmé', id: brand['Lakmé'] });
      expect(
        s
          .filter((x) => x.type === 'product')
          .map((x) => x.name)
          .sort(),
      ).toEqual(['Lakmé 9to5 Primer + Matte Lip Color', 'Lakmé Eyeconic Kajal']);
      const e = await suggest('earr');
      expect(e[0]).toMatchObject({ type: 'category', name: 'Earring', id: cat.Earring });
      expect(e.filter((x) => x.type === 'product')).toHaveLength(3);
      expect(e.every((x) => typeof x.productImage === 'string')).toBe(true);
      const many = await suggest('li');
      expect(many.length).toBeLessThanOrEqual(8);
    });

    it('is empty under 2 characters and for punctuation', async () => {
      expect(await suggest('l')).toEqual([]);
      expect(await suggest('')).toEqual([]);
      expect(await suggest(' k ')).toEqual([]);
      expect(await suggest('--')).toEqual([]);
    });

    it('tolerates typos and rejects over-long queries', async () => {
      expect((await suggest('maybeline')).some((x) => x.type === 'brand' && x.name === 'Maybelline New York')).toBe(
        true,
      );
      const res = await t.call({ method: 'GET', url: `/api/v4/products/search-suggestions?query=${'x'.repeat(101)}` });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('query');
    });
  });
});

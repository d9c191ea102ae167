import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema/operations.ts';
import { createProduct } from '../../../test/factories.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createStaff } from '../../../test/staff-factories.ts';

type Card = { productName: string };
type Suggestion = { type: string; name: string };

describe('search in the shopper’s script: Devanagari and Hinglish', () => {
  let t: TestApp;
  let catalogueStaff: string;
  let fulfilment: string;

  beforeAll(async () => {
    t = await createTestApp();
    catalogueStaff = (await createStaff(t, 'catalogue')).cookie;
    fulfilment = (await createStaff(t, 'fulfilment')).cookie;
    const ids: Record<string, number> = {};
    const add = async (name: string, categoryName: string, brandName: string) => {
      const p = await createProduct(t.ctx, {
        name,
        ...(ids[categoryName] ? { categoryId: ids[categoryName] } : { categoryName }),
        ...(ids[`b:${brandName}`] ? { brandId: ids[`b:${brandName}`] } : { brandName }),
        variants: [{ name: 'Standard', pricePaise: 49900, basePricePaise: 59900 }],
      });
      ids[categoryName] = p.categoryId;
      ids[`b:${brandName}`] = p.brandId;
    };
    await add('Maybelline SuperStay Matte Ink Liquid Lipstick', 'Lipstick', 'Maybelline New York');
    await add('Sugar Smudge Me Not Liquid Lipstick', 'Lipstick', 'SUGAR Cosmetics');
    await add('Gold Plated Kundan Jhumka', 'Earring', 'Zaveri Pearls');
    await add('Oxidised Silver Jhumki Earrings', 'Earring', 'Zaveri Pearls');
    await add('Pearl Drop Studs', 'Earring', 'Zaveri Pearls');
    await add('Lakmé Eyeconic Kajal', 'Kajal & Eyeliner', 'Lakmé');
    await add('Natural Henna Cone', 'Body Art', 'Neha Herbals');
    await add('Velvet Bindi Pack', 'Body Art', 'Neha Herbals');
    await add('Lac Bangles Set of 12', 'Bangles', 'Kundan Kaari');
    await add('Banarasi Silk Saree', 'Saree', 'Kalki Fashion');
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const res = await t.call({
      method: 'GET',
      url: `/api/v4/products/advance-search?query=${encodeURIComponent(query)}&itemsPerPage=50`,
    });
    expect(res.status, query).toBe(200);
    return (res.body.data.items as Card[]).map((c) => c.productName).sort();
  };
  const suggest = async (query: string) => {
    const res = await t.call({
      method: 'GET',
      url: `/api/v4/products/search-suggestions?query=${encodeURIComponent(query)}`,
    });
    expect(res.status, query).toBe(200);
    return res.body.data as Suggestion[];
  };
  const admin = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = catalogueStaff,
  ) => {
    const edit = method === 'PUT' ? await currentIfMatch(t, cookie, `/api/v4/admin${url}`) : {};
    return t.call({
      method,
      url: `/api/v4/admin${url}`,
      headers: { cookie, ...edit },
      ...(payload ? { payload } : {}),
    });
  };

  it('finds for a Devanagari word the products its Latin spelling finds', async () => {
    for (const [devanagari, latin] of [
      ['लिपस्टिक', 'lipstick'],
      ['झुमका', 'jhumka'],
      ['काजल', 'kajal'],
      ['झुमकी', 'jhumki'],
      ['साड़ी', 'saree'],
      ['चूड़ियाँ', 'bangles'],
    ]) {
      const found = await search(devanagari!);
      expect(found.length, devanagari).toBeGreaterThan(0);
      expect(found, devanagari).toEqual(await search(latin!));
    }
    expect(await search('लिपस्टिक')).toEqual([
      'Maybelline SuperStay Matte Ink Liquid Lipstick',
      'Sugar Smudge Me Not Liquid Lipstick',
    ]);
    // Mixed scripts and Hindi's own little words: 'matte' in Latin, 'के लिए' dropped.
    expect(await search('matte लिपस्टिक')).toEqual(['Maybelline SuperStay Matte Ink Liquid Lipstick']);
    expect(await search('शादी के लिए झुमका')).toEqual([]);
    expect(await search('झुमका के लिए')).toEqual(await search('jhumka'));
  });

  it('finds the English catalogue for Hinglish spellings', async () => {
    expect(await search('jhumki')).toEqual([
      'Gold Plated Kundan Jhumka',
      'Oxidised Silver Jhumki Earrings',
      'Pearl Drop Studs',
    ]);
    expect(await search('mehendi')).toEqual(['Natural Henna Cone']);
    expect(await search('mehndi')).toEqual(['Natural Henna Cone']);
    expect(await search('मेहंदी')).toEqual(['Natural Henna Cone']);
    expect(await search('bindi')).toEqual(['Velvet Bindi Pack']);
    expect(await search('बिंदी')).toEqual(['Velvet Bindi Pack']);
    expect(await search('kajal')).toEqual(['Lakmé Eyeconic Kajal']);
    expect(await search('chudi')).toEqual(['Lac Bangles Set of 12']);
  });

  it('suggests for Devanagari what it suggests for the Latin spelling', async () => {
    const names = (list: Suggestion[]) => list.map((s) => `${s.type}:${s.name}`);
    expect(names(await suggest('लिपस्टिक'))).toEqual(names(await suggest('lipstick')));
    expect(names(await suggest('लिपस्टिक'))).toContain('product:Sugar Smudge Me Not Liquid Lipstick');
    expect(names(await suggest('झुमका'))).toEqual(expect.arrayContaining(['product:Gold Plated Kundan Jhumka']));
    expect(names(await suggest('मेहंदी'))).toContain('product:Natural Henna Cone');
  });

  it('lets catalogue staff add a synonym that search and suggestions use at once, audited', async () => {
    expect(await search('kumkum')).toEqual([]);
    expect(await search('गजरा')).toEqual([]);
    // What the operator types in Devanagari or with capitals is kept as search reads it.
    const created = await admin('POST', '/search-synonyms', { term: 'Kumkum', expansions: ['बिंदी', 'Bindi '] });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ term: 'kumkum', expansions: ['bindi'] });
    expect(await search('kumkum')).toEqual(['Velvet Bindi Pack']);
    expect((await suggest('kumkum')).map((s) => s.name)).toContain('Velvet Bindi Pack');
    const audit = (await t.db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(1))[0]!;
    expect(audit).toMatchObject({ action: 'adminCreateSearchSynonym', target: String(created.body.data.id) });
    expect(audit.after).toMatchObject({ term: 'kumkum', expansions: ['bindi'] });

    // Changed: 'gajra' (and its Devanagari spelling गजरा) now finds the henna instead.
    const id = created.body.data.id as number;
    const gajra = await admin('PUT', `/search-synonyms/${id}`, { term: 'गजरा', expansions: ['henna'] });
    expect(gajra.status).toBe(200);
    expect(gajra.body.data).toMatchObject({ term: 'gajra', expansions: ['henna'] });
    expect(await search('गजरा')).toEqual(['Natural Henna Cone']);
    expect(await search('kumkum')).toEqual([]);

    const gone = await admin('DELETE', `/search-synonyms/${id}`);
    expect(gone.status).toBe(200);
    expect(await search('गजरा')).toEqual([]);
    expect((await admin('DELETE', `/search-synonyms/${id}`)).body.code).toBe('SEARCH_SYNONYM_NOT_FOUND');
  });

  it('lists the seeded synonyms, refuses what is not one word or is taken, checks versions and roles', async () => {
    const list = await admin('GET', '/search-synonyms');
    expect(list.status).toBe(200);
    const terms = (list.body.data as { term: string; version: string }[]).map((s) => s.term);
    expect(terms).toEqual(expect.arrayContaining(['jhumki', 'lipstik', 'mehendi', 'chudi', 'bindi']));
    expect(terms).toEqual([...terms].sort());

    const twoWords = await admin('POST', '/search-synonyms', { term: 'maang tikka', expansions: ['tikka'] });
    expect([twoWords.status, twoWords.body.errors?.[0]?.field]).toEqual([400, 'term']);
    const badExpansion = await admin('POST', '/search-synonyms', { term: 'tikka', expansions: ['ok', 'two words'] });
    expect([badExpansion.status, badExpansion.body.errors?.[0]?.field]).toEqual([400, 'expansions']);
    const onlyItself = await admin('POST', '/search-synonyms', { term: 'tikka', expansions: ['Tikka'] });
    expect([onlyItself.status, onlyItself.body.errors?.[0]?.field]).toEqual([400, 'expansions']);
    const taken = await admin('POST', '/search-synonyms', { term: 'Jhumki', expansions: ['earring'] });
    expect([taken.status, taken.body.code, taken.body.errors?.[0]?.field]).toEqual([
      409,
      'SEARCH_SYNONYM_TERM_TAKEN',
      'term',
    ]);

    const jhumki = (list.body.data as { id: number; term: string; version: string }[]).find(
      (s) => s.term === 'jhumki',
    )!;
    const unversioned = await t.call({
      method: 'PUT',
      url: `/api/v4/admin/search-synonyms/${jhumki.id}`,
      headers: { cookie: catalogueStaff },
      payload: { term: 'jhumki', expansions: ['earring'] },
    });
    expect([unversioned.status, unversioned.body.code]).toEqual([428, 'VERSION_REQUIRED']);
    await admin('PUT', `/search-synonyms/${jhumki.id}`, { term: 'jhumki', expansions: ['earring', 'jhumka', 'studs'] });
    const stale = await t.call({
      method: 'PUT',
      url: `/api/v4/admin/search-synonyms/${jhumki.id}`,
      headers: { cookie: catalogueStaff, 'if-match': `"${jhumki.version}"` },
      payload: { term: 'jhumki', expansions: ['earring'] },
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'STALE_WRITE']);

    const refused = await admin('GET', '/search-synonyms', undefined, fulfilment);
    expect([refused.status, refused.body.code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});

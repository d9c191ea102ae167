import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, productVariants } from '../../db/schema/catalogue.ts';
import { policies } from '../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { AUTOMATION, createStaff } from '../../../test/staff-factories.ts';
import { eq } from 'drizzle-orm';

type Answer = Awaited<ReturnType<TestApp['call']>>;
type Record = { version: string } & { [key: string]: unknown };

/**
 * Every thing the console edits, read with its version and written back with If-Match: a write based on an
 * older version is refused (409 STALE_WRITE naming what changed), a staff write without a version is refused
 * (428), and the automation token may leave it out.
 */
describe('console edits carry the version they are based on', () => {
  let t: TestApp;
  let owner: string;
  let categoryId: number;
  let brandId: number;

  const call = (method: string, url: string, payload?: object, headers: object = {}) =>
    t.call({
      method: method as 'GET',
      url: `/api/v4/admin${url}`,
      headers: { cookie: owner, ...headers },
      ...(payload ? { payload } : {}),
    });
  const ifMatch = (version: string) => ({ 'if-match': `"${version}"` });
  const listed = async (url: string, id: unknown, key = 'id') =>
    ((await call('GET', url)).body.data as Record[]).find((r) => r[key] === id)!;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await createStaff(t, 'owner')).cookie;
    [{ id: categoryId }] = (await t.db
      .insert(categories)
      .values({ name: 'Earrings', slug: 'earrings', iconUrl: '/api/v4/media/category/earrings.svg' })
      .returning({ id: categories.id })) as [{ id: number }];
    [{ id: brandId }] = (await t.db
      .insert(brands)
      .values({ name: 'Kundan House', slug: 'kundan-house', logoUrl: '/api/v4/media/brand/kundan.svg' })
      .returning({ id: brands.id })) as [{ id: number }];
    await t.db.insert(policies).values({ id: 'shipping-policy', title: 'Shipping', contentHtml: '<p>Three days.</p>' });
    // The owner lets the automation token change settings, the one kind here a script may edit.
    expect((await call('PUT', '/automation/permissions', { granted: ['settings.manage'] })).status).toBe(200);
  }, 180_000);
  afterAll(() => t.close());

  const product = (over: object = {}, variant: object = {}) => ({
    name: 'Kundan Jhumka',
    slug: 'kundan-jhumka',
    categoryId,
    brandId,
    descriptionHtml: '<p>Gold-plated</p>',
    hsnCode: '7117',
    gstRate: 18,
    isActive: true,
    variants: [
      {
        name: 'Gold',
        sku: 'KJ-GOLD',
        price: 179,
        basePrice: 299,
        stock: 8,
        highlights: [],
        deliveryType: 'Standard Delivery',
        warranty: 'No warranty',
        photos: [],
        ...variant,
      },
    ],
    ...over,
  });

  /**
   * One kind of thing: how to make one (its first read), read it again, and write it with a change. `change`
   * names the field the two writes set and what the refusal names.
   */
  type Kind = {
    kind: string;
    create(): Promise<Record>;
    read(created: Record): Promise<Record>;
    write(created: Record, value: string, headers: object): Promise<Answer>;
    changed: string;
    /** The automation token may make this change (it holds staff.manage, not catalogue or content). */
    automation?: true;
  };

  const ROLES: { [value: string]: string } = { '21': 'catalogue', '33': 'fulfilment', '45': 'support', '57': 'owner' };

  const kinds: Kind[] = [
    {
      kind: 'product',
      create: async () => (await call('POST', '/products', product())).body.data as Record,
      read: async (p) => (await call('GET', `/products/${p.productId}`)).body.data as Record,
      write: (p, value, headers) => {
        const variantId = (p.variants as { variantId: number }[])[0]!.variantId;
        return call('PUT', `/products/${p.productId}`, product({}, { variantId, price: Number(value) }), headers);
      },
      changed: 'variants.*.price',
    },
    {
      kind: 'category',
      create: async () =>
        (await call('POST', '/categories', { name: 'Bangles', iconUrl: '/api/v4/media/category/b.svg' })).body
          .data as Record,
      read: (c) => listed('/categories', c.id),
      write: (c, value, headers) =>
        call('PUT', `/categories/${c.id}`, { name: `Bangles ${value}`, iconUrl: c.iconUrl }, headers),
      changed: 'name',
    },
    {
      kind: 'brand',
      create: async () =>
        (await call('POST', '/brands', { name: 'Meena', logoUrl: '/api/v4/media/brand/m.svg' })).body.data as Record,
      read: (b) => listed('/brands', b.id),
      write: (b, value, headers) =>
        call('PUT', `/brands/${b.id}`, { name: `Meena ${value}`, logoUrl: b.logoUrl }, headers),
      changed: 'name',
    },
    {
      kind: 'banner',
      create: async () =>
        (await call('POST', '/banners', { title: 'Festive', imageUrl: '/api/v4/media/banner/f.webp' })).body
          .data as Record,
      read: (b) => listed('/banners', b.id),
      write: (b, value, headers) =>
        call('PUT', `/banners/${b.id}`, { title: `Festive ${value}`, imageUrl: b.imageUrl }, headers),
      changed: 'title',
    },
    {
      kind: 'offer',
      create: async () =>
        (await call('POST', '/offers', { title: 'Bridal', imageUrl: '/api/v4/media/offer/b.webp' })).body
          .data as Record,
      read: (o) => listed('/offers', o.id),
      write: (o, value, headers) =>
        call('PUT', `/offers/${o.id}`, { title: 'Bridal', description: value, imageUrl: o.imageUrl }, headers),
      changed: 'description',
    },
    {
      kind: 'coupon',
      create: async () => {
        const body = { code: 'FEST10', description: 'Festive', kind: 'PERCENT', value: 10, minOrder: 0 };
        return (await call('POST', '/coupons', { ...body, startsOn: '2026-01-01' })).body.data as Record;
      },
      read: (c) => listed('/coupons', c.id),
      write: (c, value, headers) =>
        call(
          'PUT',
          `/coupons/${c.id}`,
          {
            code: 'FEST10',
            description: 'Festive',
            kind: 'PERCENT',
            value: Number(value) % 50,
            minOrder: 0,
            startsOn: '2026-01-01',
          },
          headers,
        ),
      changed: 'value',
    },
    {
      kind: 'policy',
      create: () => listed('/policies', 'shipping-policy'),
      read: () => listed('/policies', 'shipping-policy'),
      write: (_p, value, headers) =>
        call('PUT', '/policies/shipping-policy', { title: 'Shipping', content: `<p>${value} days.</p>` }, headers),
      changed: 'content',
    },
    {
      kind: 'FAQ',
      create: async () =>
        (
          await call('POST', '/faqs', {
            topic: 'Orders',
            question: 'When?',
            answer: 'Soon.',
            sortOrder: 0,
            isActive: true,
          })
        ).body.data as Record,
      read: (f) => listed('/faqs', f.id),
      write: (f, value, headers) =>
        call(
          'PUT',
          `/faqs/${f.id}`,
          { topic: 'Orders', question: 'When?', answer: value, sortOrder: 0, isActive: true },
          headers,
        ),
      changed: 'answer',
    },
    {
      kind: 'settings',
      create: async () => (await call('GET', '/settings')).body.data as Record,
      read: async () => (await call('GET', '/settings')).body.data as Record,
      write: (_s, value, headers) => call('PATCH', '/settings', { deliveryCharge: Number(value) % 100 }, headers),
      changed: 'settings.deliveryCharge',
      automation: true,
    },
    {
      kind: 'staff member',
      create: async () => {
        const invited = await call('POST', '/staff', { email: 'asha@example.com', name: 'Asha', role: 'support' });
        return listed('/staff', (invited.body.data as { staff: { id: number } }).staff.id);
      },
      read: (m) => listed('/staff', m.id),
      write: (m, value, headers) => call('PATCH', `/staff/${m.id}`, { role: ROLES[value] }, headers),
      // The automation token never changes staff (automation-token-scope.test.ts).
      changed: 'role',
    },
  ];

  it.each(kinds)('$kind: a write based on an older version is refused, naming what changed', async (k) => {
    const opened = await k.create();
    expect(opened.version).toEqual(expect.any(String));
    expect(await k.read(opened)).toMatchObject({ version: opened.version });

    // Tab A saves first; its answer carries the new version.
    const a = await k.write(opened, '21', ifMatch(opened.version));
    expect([a.status, a.body.message]).toEqual([200, expect.any(String)]);
    const afterA = await k.read(opened);
    expect(afterA.version).not.toBe(opened.version);
    expect(a.body.data.version).toBe(afterA.version);

    // Tab B, opened before A saved, is refused and told what A changed; nothing of B's is written.
    const b = await k.write(opened, '33', ifMatch(opened.version));
    expect([b.status, b.body.code]).toEqual([409, 'STALE_WRITE']);
    expect(b.body.message).toMatch(/^Someone else changed (this|these) .+ since you opened (it|them): /);
    const fields = (b.body.errors as { field: string }[]).map((e) => e.field.replace(/\.\d+\./, '.*.'));
    expect(fields).toEqual([k.changed]);
    expect((await k.read(opened)).version).toBe(afterA.version);

    // The console must send a version; automation may leave it out (a script that sets a value means it).
    const bare = await k.write(opened, '45', {});
    expect([bare.status, bare.body.code]).toEqual([428, 'VERSION_REQUIRED']);
    if (k.automation) {
      const automated = await k.write(opened, '45', { cookie: '', ...AUTOMATION });
      expect(automated.status).toBe(200);
      // A version automation does send is checked like any other.
      const staleScript = await k.write(opened, '57', { cookie: '', ...AUTOMATION, ...ifMatch(afterA.version) });
      expect([staleScript.status, staleScript.body.code]).toEqual([409, 'STALE_WRITE']);
    }
    // Reloading gives the version that saves.
    const reloaded = await k.read(opened);
    expect((await k.write(opened, '57', ifMatch(reloaded.version))).status).toBe(200);
  });

  it('a product whose stock moved since the form opened still saves, and the save names only real changes', async () => {
    const opened = (await call('POST', '/products', product({ slug: 'stock-moves' }, { sku: 'SM-1' }))).body
      .data as Record;
    const variantId = (opened.variants as { variantId: number }[])[0]!.variantId;
    // A shopper buys two while the form is open.
    await t.db.update(productVariants).set({ stock: 6 }).where(eq(productVariants.id, variantId));
    expect((await call('GET', `/products/${opened.productId}`)).body.data.version).toBe(opened.version);
    // Another tab renames it: the refusal names the name, not the stock.
    const renamed = product({ slug: 'stock-moves', name: 'Renamed' }, { sku: 'SM-1', variantId, stock: 6 });
    expect((await call('PUT', `/products/${opened.productId}`, renamed, ifMatch(opened.version))).status).toBe(200);
    const stale = await call('PUT', `/products/${opened.productId}`, renamed, ifMatch(opened.version));
    expect(stale.body.message).toBe(
      'Someone else changed this product since you opened it: name. Reload to see their changes.',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { currentIfMatch } from '../../../test/current-version.ts';
import { createStaff } from '../../../test/staff-factories.ts';

const METRICS_TOKEN = 'cache-metrics-token-0123456789abcdef';

describe('a settings save and the caches', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { CATALOGUE_CACHE_MS: '60000', METRICS_TOKEN } });
    owner = (await createStaff(t, 'owner')).cookie;
  });
  afterAll(() => t.close());

  const sizes = () => Object.fromEntries(t.ctx.caches.figures().map((c) => [c.name, c.size]));

  it('clears every cache that names the settings kind, and lists each cache in /metrics', async () => {
    const { product } = await createProduct(t.ctx);
    // Fill the caches a settings change must clear: the settings and profile (the settings answer reads both),
    // and an anonymous product answer kept in memory.
    expect((await t.call({ method: 'GET', url: '/api/v4/settings/' })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/v4/products/${product.id}` })).status).toBe(200);
    expect(sizes()).toMatchObject({ settings: 1, 'store-profile': 1 });
    expect(sizes().answers).toBeGreaterThanOrEqual(1);
    const registered = t.ctx.caches.figures();
    const clearedBySettings = registered.filter((c) => c.clearedBy.includes('settings')).map((c) => c.name);
    expect(clearedBySettings).toEqual(expect.arrayContaining(['answers', 'settings', 'store-profile']));

    // Sizes as the settings change reaches this listener: after the registry's (subscribed when the app was
    // built), before the save's answer reads the settings again.
    const atChange: Record<string, number>[] = [];
    const stop = t.ctx.changes.subscribe((change) => {
      if (change.kind === 'settings') atChange.push(sizes());
    });
    const save = await t.call({
      method: 'PATCH',
      url: '/api/v4/admin/settings',
      headers: { cookie: owner, ...(await currentIfMatch(t, owner, '/api/v4/admin/settings')) },
      payload: { settings: { codCharge: 29 } },
    });
    stop();
    expect(save.status).toBe(200);
    expect(atChange).toHaveLength(1);
    for (const name of clearedBySettings) expect(atChange[0]![name], name).toBe(0);
    expect(atChange[0]!.descriptions).toBe(sizes().descriptions);
    // Caches keyed by content are not cleared by any change.
    expect(registered.find((c) => c.name === 'descriptions')?.clearedBy).toEqual([]);

    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    for (const { name } of registered) expect(metrics.body).toContain(`shringar_cache_size{cache="${name}"}`);
    expect(metrics.body).toMatch(/shringar_cache_lookups_total\{cache="settings",result="miss"\} [1-9]/);
  });
});

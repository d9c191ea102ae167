import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { productVariants } from '../db/schema/catalogue.ts';
import { CapturingEmailSender } from '../integrations/email/capturing-email-sender.ts';
import { CapturingSmsSender } from '../integrations/sms/capturing-sms-sender.ts';
import { checkoutHelpers } from '../../test/checkout-factories.ts';
import { createProduct } from '../../test/factories.ts';
import { openTestDatabase, testDbKind } from '../../test/databases.ts';
import type { TestApp } from '../../test/harness.ts';
import { testConfig } from '../../test/test-config.ts';
import { decodeChange, encodeChange } from './shared-store-changes.ts';
import { RedisStoreChanges } from './redis-store-changes.ts';

/*
 * Two API processes on one PostgreSQL, each with its answer cache on for a minute: what one writes, the other
 * must stop showing within a second. Run with each shared feed, and with the local feed to show the test
 * catches a feed that does not cross processes (there the second process keeps the old answer).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WITHIN_MS = 1_000;

type Pair = { writer: TestApp; reader: TestApp; close(): Promise<void> };

async function twoProcesses(feed: Record<string, string>): Promise<Pair> {
  const first = await openTestDatabase('empty');
  const second = await openDatabase({ databaseUrl: first.url!, poolSize: 4 });
  const config = testConfig({ CATALOGUE_CACHE_MS: '60000', ...feed });
  const start = async (database: typeof second): Promise<TestApp> => {
    const app = await buildApp(config, {
      database,
      sms: new CapturingSmsSender(),
      email: new CapturingEmailSender(),
    });
    await app.ready();
    return {
      app,
      ctx: app.ctx,
      db: database.db,
      call: async ({ token, ...inject }) => {
        const res = await app.inject({
          ...inject,
          headers: { ...(inject.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        return { status: res.statusCode, body: res.json(), headers: res.headers };
      },
    } as TestApp;
  };
  const writer = await start(first);
  const reader = await start(second);
  return {
    writer,
    reader,
    close: async () => {
      await reader.app.close();
      await writer.app.close();
      await second.close();
      await first.close();
    },
  };
}

const detail = async (t: TestApp, productId: number) => {
  const res = await t.call({ method: 'GET', url: `/api/v4/products/${productId}` });
  expect(res.status).toBe(200);
  return res.body.data as { price: number; variants: { variantId: number; variantStock: number }[] };
};

/** Polls `read` until it returns `wanted`; answers how long that took, or null if it never did within `ms`. */
async function seenWithin<T>(read: () => Promise<T>, wanted: T, ms: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if ((await read()) === wanted) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  return (await read()) === wanted ? performance.now() - started : null;
}

const setPrice = (t: TestApp, variantId: number, pricePaise: number) =>
  t.db.update(productVariants).set({ pricePaise }).where(eq(productVariants.id, variantId));

const feeds = [
  { name: 'PostgreSQL LISTEN/NOTIFY', config: {}, shared: true },
  { name: 'Redis pub/sub', config: { REDIS_URL, REDIS_KEY_PREFIX: `t${process.pid}sc:` }, shared: true },
  { name: 'the local feed (one process only)', config: { STORE_CHANGES: 'local' }, shared: false },
] as const;

describe.runIf(testDbKind() === 'postgres').each(feeds)('two processes with $name', ({ config, shared }) => {
  let pair: Pair;
  const { shopper, orderCart } = checkoutHelpers(() => pair.writer);
  beforeAll(async () => {
    pair = await twoProcesses(config);
  }, 60_000);
  afterAll(() => pair?.close());

  it(
    shared ? 'shows a price change made by the other process within a second' : 'keeps showing the old price',
    async () => {
      const { product, variants } = await createProduct(pair.writer.ctx, { variants: [{ pricePaise: 34_900 }] });
      expect((await detail(pair.reader, product.id)).price).toBe(349);
      await setPrice(pair.writer, variants[0]!.id, 29_900);
      await pair.writer.ctx.changes.publish({ kind: 'catalogue', productIds: [product.id] });
      const took = await seenWithin(
        async () => (await detail(pair.reader, product.id)).price,
        299,
        shared ? WITHIN_MS : 1_500,
      );
      if (shared) expect(took, 'the reader still served the old price after a second').not.toBeNull();
      else expect(took, 'the local feed reached another process').toBeNull();
    },
  );

  it(shared ? 'shows stock taken by an order placed on the other process' : 'keeps showing the old stock', async () => {
    const s = await shopper({ qty: 2, stock: 20 });
    expect((await detail(pair.reader, s.product.id)).variants[0]!.variantStock).toBe(20);
    const placed = await orderCart(s.token, { paymentMethods: ['COD'], addressId: s.address.id });
    expect(placed.status).toBe(200);
    const stock = async () => (await detail(pair.reader, s.product.id)).variants[0]!.variantStock;
    const took = await seenWithin(stock, 18, shared ? WITHIN_MS : 1_500);
    if (shared) expect(took).not.toBeNull();
    else expect(took).toBeNull();
  });

  it.runIf(shared)('keeps answers about other products when one product’s stock changes', async () => {
    const kept = await createProduct(pair.writer.ctx);
    const touched = await createProduct(pair.writer.ctx);
    expect((await detail(pair.reader, kept.product.id)).price).toBe(349);
    expect((await detail(pair.reader, touched.product.id)).price).toBe(349);
    await setPrice(pair.writer, kept.variants[0]!.id, 10_000);
    await setPrice(pair.writer, touched.variants[0]!.id, 10_000);
    await pair.writer.ctx.changes.publish({ kind: 'catalogue', productIds: [touched.product.id] });
    expect(
      await seenWithin(async () => (await detail(pair.reader, touched.product.id)).price, 100, WITHIN_MS),
    ).not.toBeNull();
    // The untouched product's answer is still the kept one (its change was never announced).
    expect((await detail(pair.reader, kept.product.id)).price).toBe(349);
  });

  it.runIf(shared)(
    'forgets everything after losing the feed, then hears changes again',
    async () => {
      const { product, variants } = await createProduct(pair.writer.ctx);
      expect((await detail(pair.reader, product.id)).price).toBe(349);
      // A change while the reader is cut off from the feed: never announced to it.
      await setPrice(pair.writer, variants[0]!.id, 19_900);
      await cutReaderOff(pair, config);
      expect(await seenWithin(async () => (await detail(pair.reader, product.id)).price, 199, 5_000)).not.toBeNull();
      // Listening again: the next announced change arrives within a second.
      await setPrice(pair.writer, variants[0]!.id, 9_900);
      await pair.writer.ctx.changes.publish({ kind: 'catalogue', productIds: [product.id] });
      expect(await seenWithin(async () => (await detail(pair.reader, product.id)).price, 99, WITHIN_MS)).not.toBeNull();
    },
    30_000,
  );
});

/** Ends the reader's listening connection the way a database or Redis restart does. */
async function cutReaderOff(pair: Pair, config: Record<string, string>) {
  if (!config.REDIS_URL) {
    // Every listening connection on this test's database (the writer's reconnects as well).
    await pair.writer.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`);
    return;
  }
  const feed = pair.reader.ctx.changes as RedisStoreChanges;
  const admin = new Redis(REDIS_URL);
  try {
    const clients = (await admin.client('LIST')) as string;
    const line = clients.split('\n').find((l) => l.includes(`name=shringar-store-changes-${feed.origin}`));
    const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
    expect(id, 'the reader’s subscribing connection').toBeDefined();
    await admin.client('KILL', 'ID', id!);
  } finally {
    admin.disconnect();
  }
}

describe('store change messages', () => {
  it('round-trip with their origin and products, and ignore anything else on the channel', () => {
    const text = encodeChange('p1', { kind: 'catalogue', productIds: [3, 5] });
    expect(decodeChange(text)).toEqual({ origin: 'p1', change: { kind: 'catalogue', productIds: [3, 5] } });
    expect(decodeChange(encodeChange('p1', { kind: 'settings' }))).toEqual({
      origin: 'p1',
      change: { kind: 'settings' },
    });
    for (const junk of ['', 'not json', '{}', '{"o":"p","k":"prices"}', '{"o":"p","k":"catalogue","p":["1"]}'])
      expect(decodeChange(junk)).toBeNull();
  });

  it('names no products when too many to fit one notification (everything is forgotten instead)', () => {
    const many = Array.from({ length: 5_000 }, (_, i) => i + 1);
    const text = encodeChange('p1', { kind: 'catalogue', productIds: many });
    expect(Buffer.byteLength(text)).toBeLessThan(8_000);
    expect(decodeChange(text)).toEqual({ origin: 'p1', change: { kind: 'catalogue' } });
  });
});

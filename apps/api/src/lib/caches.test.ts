import { describe, expect, it } from 'vitest';
import { CacheRegistry } from './caches.ts';
import { LocalStoreChanges, type StoreChange } from './store-changes.ts';

/** A cache of a few entries that records what it was asked to forget. */
function tinyCache(registry: CacheRegistry, name: string, clearedBy: StoreChange['kind'][]) {
  const entries = new Map<string, string>([['a', '1']]);
  const forgot: StoreChange[] = [];
  const lookups = registry.register({
    name,
    bound: '10 entries',
    clearedBy,
    size: () => entries.size,
    forget: (change) => {
      forgot.push(change);
      entries.clear();
    },
  });
  return { entries, forgot, lookups };
}

describe('cache registry', () => {
  it('hands a published change to the caches that name its kind, and only those', async () => {
    const changes = new LocalStoreChanges();
    const registry = new CacheRegistry(changes);
    const settings = tinyCache(registry, 'settings', ['settings']);
    const answers = tinyCache(registry, 'answers', ['catalogue', 'settings', 'content']);
    await changes.publish({ kind: 'catalogue', productIds: [7] });
    expect(settings.forgot).toEqual([]);
    expect(settings.entries.size).toBe(1);
    expect(answers.forgot).toEqual([{ kind: 'catalogue', productIds: [7] }]);
    await changes.publish({ kind: 'settings' });
    expect(settings.forgot).toEqual([{ kind: 'settings' }]);
    expect(registry.figures().map((c) => [c.name, c.size])).toEqual([
      ['answers', 0],
      ['settings', 0],
    ]);
  });

  it('counts hits and misses per cache and lists the caches it is given with its own', () => {
    const shared = new CacheRegistry();
    shared.register({ name: 'art', bound: '2 entries', clearedBy: [], size: () => 2 }).lookup(true);
    const registry = new CacheRegistry(undefined, [shared]);
    const { lookups } = tinyCache(registry, 'settings', ['settings']);
    lookups.lookup(true);
    lookups.lookup(false);
    lookups.lookup(false);
    expect(registry.figures()).toEqual([
      { name: 'art', bound: '2 entries', clearedBy: [], size: 2, hits: 1, misses: 0 },
      { name: 'settings', bound: '10 entries', clearedBy: ['settings'], size: 1, hits: 1, misses: 2 },
    ]);
  });

  it('refuses a second cache of one name and a cache that names kinds but cannot forget', () => {
    const registry = new CacheRegistry();
    tinyCache(registry, 'pages', ['content']);
    expect(() => tinyCache(registry, 'pages', ['content'])).toThrow(/registered already/);
    expect(() => registry.register({ name: 'x', bound: '1', clearedBy: ['content'], size: () => 0 })).toThrow(
      /cannot forget/,
    );
  });

  it('makes a state once per key (ensure) and keeps clearing the rest when one cache fails to forget', async () => {
    const changes = new LocalStoreChanges();
    const registry = new CacheRegistry(changes);
    let made = 0;
    const first = registry.ensure('k', () => ({ n: ++made }));
    expect(registry.ensure('k', () => ({ n: ++made }))).toBe(first);
    expect(made).toBe(1);
    registry.register({
      name: 'broken',
      bound: '1',
      clearedBy: ['content'],
      size: () => 1,
      forget: () => {
        throw new Error('cannot');
      },
    });
    const after = tinyCache(registry, 'after', ['content']);
    await changes.publish({ kind: 'content' });
    expect(after.entries.size).toBe(0);
  });
});

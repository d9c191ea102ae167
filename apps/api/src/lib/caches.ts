import type { StoreChange, StoreChangeKind, StoreChanges } from './store-changes.ts';

/**
 * Every in-memory cache of the API, in one list: its name, its bound, the store change kinds that clear it, its
 * size and its hits and misses (`/metrics`). One invalidation style: a writer publishes a change kind after its
 * commit (`ctx.changes.publish`), the change feed carries it to every process (PostgreSQL or Redis), and the
 * registry hands it to each cache that names that kind. A cache never subscribes to the feed itself.
 *
 * A store's caches (answers, pages, settings) register with that store's registry (`ctx.caches`); caches keyed
 * by content (nothing in them can go stale: the sanitiser, the art, the pincode file) live once per process and
 * register with `processCaches`, which every registry lists too.
 */
export type CacheSpec = {
  /** Unique within the registry; the `cache` label in /metrics. */
  name: string;
  /** In words, as docs/architecture.md shows it: entries, bytes or a lifetime. */
  bound: string;
  /** The change kinds that make what it holds stale; empty when it is keyed by content or never changes. */
  clearedBy: readonly StoreChangeKind[];
  /** Entries (or bytes, when the bound says so) held now. */
  size: () => number;
  /** Forgets what the change makes stale: everything, or only what shows the change's products. */
  forget?: (change: StoreChange) => void;
};

export type CacheFigures = {
  name: string;
  bound: string;
  clearedBy: readonly StoreChangeKind[];
  size: number;
  hits: number;
  misses: number;
};

/** What a registered cache reports its lookups through. */
export type CacheLookups = { lookup(hit: boolean): void };

type Registered = { spec: CacheSpec; hits: number; misses: number };

export class CacheRegistry {
  private readonly caches = new Map<string, Registered>();

  /**
   * changes: the store's change feed, subscribed once here for every cache of this registry; none for the
   * process-wide registry, whose caches no change makes stale. `also`: registries listed with this one.
   */
  constructor(
    changes?: StoreChanges,
    private readonly also: readonly CacheRegistry[] = [],
  ) {
    changes?.subscribe((change) => this.changed(change));
  }

  /** Adds a cache; a name already taken is refused, so two caches never hide behind one line in /metrics. */
  register(spec: CacheSpec): CacheLookups {
    if (this.caches.has(spec.name)) throw new Error(`cache '${spec.name}' is registered already`);
    if (spec.clearedBy.length > 0 && !spec.forget)
      throw new Error(`cache '${spec.name}' names change kinds but cannot forget`);
    const entry: Registered = { spec, hits: 0, misses: 0 };
    this.caches.set(spec.name, entry);
    return { lookup: (hit) => void (hit ? entry.hits++ : entry.misses++) };
  }

  /**
   * What `create` made for this key the first time it was asked, in this registry: how a cache that lives beside
   * a store rather than in a plugin (the settings) gets one state per store and registers itself once. Empty
   * until first used, so a change before then has nothing to clear.
   */
  ensure<T>(key: string, create: () => T): T {
    if (!this.states.has(key)) this.states.set(key, create());
    return this.states.get(key) as T;
  }

  private readonly states = new Map<string, unknown>();

  /** Hands a change to every cache that names its kind, in registration order; one failing cache does not stop the rest. */
  changed(change: StoreChange): void {
    for (const { spec } of this.caches.values()) {
      if (!spec.clearedBy.includes(change.kind)) continue;
      try {
        spec.forget!(change);
      } catch {
        // A cache that cannot forget is its own defect; the others still must.
      }
    }
  }

  /** Every cache of this registry and the ones listed with it, by name. */
  figures(): CacheFigures[] {
    const own = [...this.caches.values()].map(({ spec, hits, misses }) => ({
      name: spec.name,
      bound: spec.bound,
      clearedBy: spec.clearedBy,
      size: spec.size(),
      hits,
      misses,
    }));
    return [...own, ...this.also.flatMap((r) => r.figures())].sort((a, b) => a.name.localeCompare(b.name));
  }
}

/** Caches keyed by content, one per process; listed by every store's registry. */
export const processCaches = new CacheRegistry();

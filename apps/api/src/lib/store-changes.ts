/**
 * What changed in the store, announced so that every cache showing it forgets it: the answer cache, the
 * server-rendered page cache and the settings cache. A writer (a console save, an import, a stock change)
 * publishes once after its transaction commits; every cache subscribes. The local feed reaches the caches of
 * this process only; the shared feeds (shared-store-changes.ts: PostgreSQL LISTEN/NOTIFY or Redis pub/sub)
 * implement the same face across processes.
 */
export type StoreChangeKind = 'catalogue' | 'settings' | 'content';

export const STORE_CHANGE_KINDS: readonly StoreChangeKind[] = ['catalogue', 'settings', 'content'];

export type StoreChange = {
  kind: StoreChangeKind;
  /**
   * The products a catalogue change touched, when the writer knows them (a price or stock change): caches may
   * then forget only what shows those products. Absent: everything of that kind may have changed.
   */
  productIds?: readonly number[];
};

export type StoreChangeListener = (change: StoreChange) => void;

export interface StoreChanges {
  /** Announce a committed change; resolves once this process's caches have forgotten it. */
  publish(change: StoreChange): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(listener: StoreChangeListener): () => void;
  close(): Promise<void>;
}

/** Changes seen by this process alone: the single-process store's feed, and the base of the shared ones. */
export class LocalStoreChanges implements StoreChanges {
  private readonly listeners = new Set<StoreChangeListener>();

  async publish(change: StoreChange): Promise<void> {
    this.deliver(change);
  }

  subscribe(listener: StoreChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }

  /** Hands a change to every listener; one failing listener does not keep the change from the others. */
  protected deliver(change: StoreChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch {
        // A cache that cannot forget is the cache's own defect; the writer's change has committed.
      }
    }
  }

  /** Every cache forgets everything: what a process does when it may have missed other processes' changes. */
  protected forgetEverything(): void {
    for (const kind of STORE_CHANGE_KINDS) this.deliver({ kind });
  }
}

import { randomUUID } from 'node:crypto';
import { LocalStoreChanges, STORE_CHANGE_KINDS, type StoreChange, type StoreChangeKind } from './store-changes.ts';

export type FeedLog = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/** NOTIFY payloads stop at 8000 bytes; a longer list of products is sent as "every product" instead. */
const MAX_MESSAGE_BYTES = 7_000;
/** A writer waits this long at most for the announcement to leave; its own caches have already forgotten. */
const SEND_TIMEOUT_MS = 2_000;

type Wire = { o: string; k: StoreChangeKind; p?: number[] };

/**
 * The part every cross-process feed shares: this process's caches forget at once, the change goes out on the
 * shared channel tagged with this process's id, and a change coming back in is delivered unless it is this
 * process's own. A transport (PostgreSQL, Redis) supplies send() and calls receive() and reconnected().
 */
export abstract class SharedStoreChanges extends LocalStoreChanges {
  /** Tells this process's own announcements apart when the channel hands them back. */
  readonly origin = randomUUID();
  protected closed = false;

  constructor(protected readonly log: FeedLog) {
    super();
  }

  protected abstract send(message: string): Promise<void>;

  override async publish(change: StoreChange): Promise<void> {
    this.deliver(change);
    if (this.closed) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('store change announcement timed out')), SEND_TIMEOUT_MS);
    });
    const sending = this.send(encodeChange(this.origin, change));
    sending.catch(() => {});
    try {
      await Promise.race([sending, late]);
    } catch (err) {
      // The change has committed and this process forgot it; other processes keep theirs until their cache
      // lifetime ends (seconds) or they reconnect to the channel and forget everything.
      this.log.warn({ err, kind: change.kind }, 'a store change could not be announced to other processes');
    } finally {
      clearTimeout(timer);
    }
  }

  protected receive(message: string): void {
    const decoded = decodeChange(message);
    if (!decoded || decoded.origin === this.origin) return;
    this.deliver(decoded.change);
  }

  /** Back on the channel after losing it: whatever was announced meanwhile is unknown, so everything goes. */
  protected reconnected(): void {
    this.log.info({}, 'store change feed reconnected; forgetting every cached answer and page');
    this.forgetEverything();
  }

  override async close(): Promise<void> {
    this.closed = true;
    await super.close();
  }
}

export function encodeChange(origin: string, change: StoreChange): string {
  const wire: Wire = { o: origin, k: change.kind };
  if (change.productIds) wire.p = [...change.productIds];
  const text = JSON.stringify(wire);
  if (Buffer.byteLength(text) <= MAX_MESSAGE_BYTES) return text;
  return JSON.stringify({ o: origin, k: change.kind } satisfies Wire);
}

/** The change in a message, or null for anything that is not one of ours (it is ignored). */
export function decodeChange(text: string): { origin: string; change: StoreChange } | null {
  let wire: unknown;
  try {
    wire = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof wire !== 'object' || wire === null) return null;
  const { o, k, p } = wire as Partial<Wire>;
  if (typeof o !== 'string' || !STORE_CHANGE_KINDS.includes(k as StoreChangeKind)) return null;
  const kind = k as StoreChangeKind;
  if (p === undefined) return { origin: o, change: { kind } };
  if (!Array.isArray(p) || !p.every((id) => Number.isSafeInteger(id))) return null;
  return { origin: o, change: { kind, productIds: p } };
}

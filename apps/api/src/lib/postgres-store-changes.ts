import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Db } from '../db/client.ts';
import { type FeedLog, SharedStoreChanges } from './shared-store-changes.ts';

const CHANNEL = 'shringar_store_changes';
const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 5_000;

/**
 * Store changes across processes over PostgreSQL LISTEN/NOTIFY: announced with pg_notify through the pool,
 * heard on one connection of its own. postgres.js re-listens after a lost connection only once, and gives up
 * silently if the server is still away, so this feed keeps its own connection and retries until it is back;
 * every return forgets every cache, since changes announced meanwhile were not heard.
 */
export class PostgresStoreChanges extends SharedStoreChanges {
  private readonly listener: postgres.Sql;
  private listening = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = RETRY_FIRST_MS;

  constructor(
    url: string,
    private readonly db: Db,
    log: FeedLog,
  ) {
    super(log);
    // postgres.js hands every notification to `onnotify` (its own listen() uses it), though its types omit it.
    const options: postgres.Options<Record<string, postgres.PostgresType>> & {
      onnotify(channel: string, payload: string): void;
    } = {
      max: 1,
      idle_timeout: 0,
      max_lifetime: null,
      fetch_types: false,
      connect_timeout: 5,
      onnotice: () => {},
      onnotify: (channel, payload) => {
        if (channel === CHANNEL) this.receive(payload);
      },
      onclose: () => this.lost(),
    };
    this.listener = postgres(url, options);
  }

  /** Listens before the process serves, so no change after its first answer goes unheard. */
  async start(): Promise<void> {
    await this.listen(false);
  }

  protected async send(message: string): Promise<void> {
    await this.db.execute(sql`select pg_notify(${CHANNEL}, ${message})`);
  }

  private async listen(afterLoss: boolean): Promise<void> {
    try {
      await this.listener.unsafe(`listen ${CHANNEL}`);
    } catch (err) {
      if (this.closed) return;
      this.log.warn({ err }, 'store change feed: cannot listen on PostgreSQL; retrying');
      this.scheduleRetry();
      return;
    }
    if (this.closed) return;
    this.listening = true;
    this.retryMs = RETRY_FIRST_MS;
    if (afterLoss) this.reconnected();
  }

  private lost(): void {
    if (this.closed) return;
    this.listening = false;
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.listening) void this.listen(true);
    }, wait);
    this.retryTimer.unref();
  }

  override async close(): Promise<void> {
    await super.close();
    clearTimeout(this.retryTimer);
    await this.listener.end({ timeout: 2 });
  }
}

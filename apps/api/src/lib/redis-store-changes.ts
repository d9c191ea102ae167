import type { Redis } from 'ioredis';
import { type FeedLog, SharedStoreChanges } from './shared-store-changes.ts';

/**
 * Store changes across processes over Redis pub/sub: published on one connection, heard on another (a
 * subscribing connection can do nothing else). ioredis reconnects and subscribes again by itself; every
 * return after a loss forgets every cache, since messages published meanwhile are gone for good. The feed
 * owns both connections.
 */
export class RedisStoreChanges extends SharedStoreChanges {
  private readonly channel: string;
  private readonly subscriber: Redis;
  private everReady = false;
  private lastWarnedAt = 0;

  constructor(
    private readonly publisher: Redis,
    keyPrefix: string,
    log: FeedLog,
  ) {
    super(log);
    this.channel = `${keyPrefix}store-changes`;
    // A connection of its own, named so an operator (or a test) can find it in CLIENT LIST.
    this.subscriber = publisher.duplicate({ connectionName: `shringar-store-changes-${this.origin}` });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    this.subscriber.on('ready', () => {
      if (!this.everReady) {
        this.everReady = true;
        return;
      }
      // ioredis subscribes again only to channels a first subscribe reached; asking twice is harmless.
      this.subscriber.subscribe(this.channel).catch(() => {});
      this.reconnected();
    });
    this.subscriber.on('error', (err: NodeJS.ErrnoException) => {
      if (Date.now() - this.lastWarnedAt < 30_000) return;
      this.lastWarnedAt = Date.now();
      this.log.warn({ code: err.code }, 'store change feed: Redis unavailable; reconnecting');
    });
  }

  /** Subscribes before the process serves; a Redis that is away is retried in the background meanwhile. */
  async start(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
    } catch (err) {
      this.log.warn({ err }, 'store change feed: cannot subscribe on Redis yet; it retries on its own');
    }
  }

  protected async send(message: string): Promise<void> {
    await this.publisher.publish(this.channel, message);
  }

  override async close(): Promise<void> {
    await super.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

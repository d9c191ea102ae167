import type { KeptAnswer } from './fast-lane.ts';

/**
 * A rendered page as the cache keeps it: every header its answers carry (the renderer's, its CSP, ETag and
 * Vary) and its body compressed once with brotli and gzip, so an answer from the cache only picks bytes
 * (cached-page.ts builds it).
 */
export type RenderedPage = KeptAnswer & {
  status: number;
  headers: [string, string][];
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** What the page weighs in memory: the three bodies together. */
  bytes: number;
  expiresAt: number;
};

/**
 * The shareable pages until the store changes what they show, bounded by their total size (not their count: a page of a big
 * listing weighs many times a policy page). The oldest page goes first when a new one does not fit.
 */
export class PageCache {
  private readonly pages = new Map<string, RenderedPage>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes() {
    return this.total;
  }

  get(key: string, now: number): RenderedPage | undefined {
    return this.getWithin(key, now, 0);
  }

  /** A page that expired less than `graceMs` ago too (served while its re-render runs); older ones are dropped. */
  getWithin(key: string, now: number, graceMs: number): RenderedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt + graceMs > now) return page;
    this.delete(key);
    return undefined;
  }

  set(key: string, page: RenderedPage): void {
    this.delete(key);
    if (page.bytes > this.maxBytes) return;
    for (const [oldest] of this.pages) {
      if (this.total + page.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.pages.set(key, page);
    this.total += page.bytes;
  }

  /** Forgets every page `shows` names. */
  forgetWhere(shows: (key: string, page: RenderedPage) => boolean): void {
    for (const [key, page] of this.pages) if (shows(key, page)) this.delete(key);
  }

  clear(): void {
    this.pages.clear();
    this.total = 0;
  }

  private delete(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.total -= page.bytes;
  }
}

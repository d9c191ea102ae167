import { sanitizeEscapedRichText } from '../../lib/sanitize.ts';
import { processCaches } from '../../lib/caches.ts';

/** Enough for every product a busy store's shoppers open in a while; each entry is one description. */
const MAX_ENTRIES = 2_000;
const sanitized = new Map<string, string>();
const lookups = processCaches.register({
  name: 'descriptions',
  bound: `${MAX_ENTRIES.toLocaleString('en')} entries, all dropped when full`,
  clearedBy: [],
  size: () => sanitized.size,
});

/**
 * A product description as shoppers get it (escaped markup decoded, then sanitised). Sanitising parses the HTML
 * on every call, and the same description is asked for on every view of its product, so the result is kept by
 * the stored text itself: an edited description is a new key, and nothing stale can be served.
 */
export function descriptionHtml(stored: string): string {
  let html = sanitized.get(stored);
  lookups.lookup(html !== undefined);
  if (html === undefined) {
    html = sanitizeEscapedRichText(stored);
    if (sanitized.size >= MAX_ENTRIES) sanitized.clear();
    sanitized.set(stored, html);
  }
  return html;
}

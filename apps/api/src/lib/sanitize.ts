import sanitizeHtml from 'sanitize-html';
import { processCaches } from './caches.ts';

/**
 * HTML from the catalogue and policies goes out through this filter: formatting and links survive, scripts,
 * event handlers, styles and javascript: URLs do not. Operators paste descriptions from anywhere.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/**
 * The filter is a pure function of its input and one of the dearest steps of a read (every page's footer lists
 * the policies, each filtered on every read): recent results are kept by their input, a bounded number of
 * them, each short enough that keeping it is cheap.
 */
const MEMO_ENTRIES = 512;
const MEMO_MAX_CHARS = 64 * 1024;
const memo = new Map<string, string>();
const memoLookups = processCaches.register({
  name: 'sanitizer',
  bound: `${MEMO_ENTRIES} entries of at most 64 KB, oldest dropped`,
  clearedBy: [],
  size: () => memo.size,
});

export function sanitizeRichText(html: string): string {
  const known = memo.get(html);
  memoLookups.lookup(known !== undefined);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, options);
  if (html.length <= MEMO_MAX_CHARS) {
    // Oldest first out: a Map iterates in insertion order.
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
    memo.set(html, clean);
  }
  return clean;
}

/**
 * Spec 2: a product description's escaped less-than, greater-than and ampersand characters are turned back
 * before display. Decoding happens here, before the filter, so what was escaped markup is sanitised like any
 * other and the storefront can render the answer as it is (in the server-rendered page, with no sanitiser in
 * the browser). Only a description stored wholly escaped (no tag of its own) is decoded: one saved from the
 * console's editor is HTML already, and a `<` or `>` in it was typed as text, so it stays text.
 */
export const sanitizeEscapedRichText = (html: string): string =>
  sanitizeRichText(html.includes('<') ? html : html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));

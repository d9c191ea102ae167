/**
 * What search engines show for a product, category or brand page: the operator's meta title and description
 * when given, else one computed from the name, brand, category and description. Both are capped at what a
 * results page shows (about 60 and 160 characters), cut at a word with an ellipsis, so the store never sends a
 * title the engine would truncate mid-word.
 */

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
const STORE = 'Shringar';

/** `text` in at most `max` characters, cut at the last whole word and ended with '…' when it was longer. */
export function capText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** HTML to one line of plain text (tags dropped, the common entities undone). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export type SeoMeta = { title: string; description: string };

const given = (s: string | null | undefined) => (s && s.trim() ? s : null);

/**
 * A page's title and description: the operator's where given, else the page's own defaults; both capped.
 * `defaultTitles` are tried in order, the first that fits whole winning (a long product name drops its brand
 * before it is cut).
 */
export function seoMeta(p: {
  defaultTitles: readonly string[];
  defaultDescription: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
}): SeoMeta {
  const fitting = p.defaultTitles.find((t) => t.length <= META_TITLE_MAX) ?? p.defaultTitles.at(-1) ?? STORE;
  return {
    title: capText(given(p.metaTitle) ?? fitting, META_TITLE_MAX),
    description: capText(given(p.metaDescription) ?? p.defaultDescription, META_DESCRIPTION_MAX),
  };
}

/** A product page's default titles: '{name} — {brand} | Shringar', else '{name} | Shringar'. */
export const productTitles = (name: string, brandName: string) => [
  `${name} — ${brandName} | ${STORE}`,
  `${name} | ${STORE}`,
];

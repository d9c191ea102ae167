/**
 * The URL word of a category or brand name ('Hair Care & Oils' → 'hair-care-oils'). Names outside ASCII keep
 * a usable slug from their id instead of an empty one.
 */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

import { MAX_SUGGESTIONS, MIN_SUGGESTION_QUERY, type Suggestion } from '@shringar/contracts/catalogue';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rows } from '../../db/client.ts';
import { likePattern, listCards } from '../catalogue/catalogue.public.ts';
import { searchTerms, unfilteredSearchMatch } from './search.service.ts';
import { searchWords } from './search-terms.ts';

/** At most two categories and two brands lead, so products still fill most of the list. */
const MAX_GROUPS = 2;

type NamedRow = { id: number; name: string; image: string };

/** Categories or brands whose name starts with, contains, or nearly spells the query. */
function namedMatches(ctx: AppContext, table: 'categories' | 'brands', text: string): Promise<NamedRow[]> {
  const image = table === 'categories' ? sql`icon_url` : sql`logo_url`;
  const from = table === 'categories' ? sql`categories` : sql`brands`;
  const prefix = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return rows<NamedRow>(
    ctx.db,
    sql`select id, name, ${image} as image from ${from}
        where search_fold(name) like ${likePattern(text)} or search_fold(name) %> ${text}
        order by (search_fold(name) like ${prefix}) desc, word_similarity(${text}, search_fold(name)) desc, sort_order, name
        limit ${MAX_GROUPS}`,
  );
}

/** Up to 8 suggestions mixing categories, brands and products; nothing under 2 characters. */
export async function searchSuggestions(ctx: AppContext, query: string): Promise<Suggestion[]> {
  if (query.trim().length < MIN_SUGGESTION_QUERY) return [];
  const words = searchWords(query);
  if (words.length === 0) return [];
  const text = words.join(' ');
  const { match, byRelevance } = unfilteredSearchMatch(await searchTerms(ctx, words));
  const [categories, brands, products] = await Promise.all([
    namedMatches(ctx, 'categories', text),
    namedMatches(ctx, 'brands', text),
    // More than needed, because a catalogue repeats names across brands and one of each is enough.
    listCards(ctx.db, { where: [match] }, sql`p.popularity, p.id`, MAX_SUGGESTIONS * 3, {
      productPage: byRelevance,
    }),
  ]);
  const seenNames = new Set<string>();
  const distinctProducts = products.filter((p) => {
    const key = p.productName.toLowerCase();
    if (seenNames.has(key)) return false;
    seenNames.add(key);
    return true;
  });
  const suggestions: Suggestion[] = [
    ...categories.map((c) => ({ type: 'category' as const, id: c.id, name: c.name, productImage: c.image })),
    ...brands.map((b) => ({ type: 'brand' as const, id: b.id, name: b.name, productImage: b.image })),
    ...distinctProducts.map((p) => ({
      type: 'product' as const,
      id: p.productId,
      name: p.productName,
      productImage: p.productImageUrl,
    })),
  ];
  return suggestions.slice(0, MAX_SUGGESTIONS);
}

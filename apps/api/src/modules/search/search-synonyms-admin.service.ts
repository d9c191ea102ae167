import type { AdminSearchSynonym, SearchSynonymBody } from '@shringar/contracts/admin-search';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { searchSynonyms } from '../../db/schema/search.ts';
import { FieldConflict, NotFound, ValidationError } from '../../lib/errors.ts';
import type { VersionRule } from '../../lib/record-version.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { searchWords } from './search-terms.ts';

type Row = typeof searchSynonyms.$inferSelect;

const toAdmin = (r: Row): AdminSearchSynonym => ({ id: r.id, term: r.term, expansions: r.expansions });

/** What the full-text query can hold as one alternative (search-terms.ts, search-bitmaps.repository.ts). */
const ONE_WORD = /^[a-z0-9]+$/;

/** A word as search reads a query's word ('झुमकी' → 'jhumki', 'Lakmé' → 'lakme'), or null when it is not one. */
function asSearchWord(text: string): string | null {
  const words = searchWords(text);
  return words.length === 1 && ONE_WORD.test(words[0]!) ? words[0]! : null;
}

/** The body as stored: term and expansions as search reads them, the term and repeats left out of the expansions. */
function normalised(input: SearchSynonymBody): { term: string; expansions: string[] } {
  const term = asSearchWord(input.term);
  if (!term)
    throw new ValidationError('The term must be one word.', [
      { field: 'term', message: 'term must be one word of letters or digits' },
    ]);
  const expansions: string[] = [];
  for (const text of input.expansions) {
    const word = asSearchWord(text);
    if (!word)
      throw new ValidationError('Each expansion must be one word.', [
        { field: 'expansions', message: `expansions: '${text}' is not one word of letters or digits` },
      ]);
    if (word !== term && !expansions.includes(word)) expansions.push(word);
  }
  if (expansions.length === 0)
    throw new ValidationError('The term needs a word other than itself.', [
      { field: 'expansions', message: 'expansions needs a word other than the term' },
    ]);
  return { term, expansions };
}

/** A term another synonym has is the operator's to fix: it names the field. */
async function writing(term: string, write: () => Promise<Row[]>): Promise<Row> {
  try {
    return (await write())[0]!;
  } catch (err) {
    if (isUniqueViolation(err))
      throw new FieldConflict(
        'term',
        `'${term}' has its synonyms already: edit that one.`,
        'SEARCH_SYNONYM_TERM_TAKEN',
      );
    throw err;
  }
}

/** The change every search answer and cached search page must see: a catalogue change naming no products. */
const announce = (ctx: AppContext) => ctx.changes.publish({ kind: 'catalogue' });

export async function listSearchSynonyms(ctx: AppContext): Promise<AdminSearchSynonym[]> {
  return (await ctx.db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term))).map(toAdmin);
}

export async function createSearchSynonym(ctx: AppContext, input: SearchSynonymBody): Promise<AdminSearchSynonym> {
  const values = normalised(input);
  const now = ctx.clock.now();
  const row = await writing(values.term, () =>
    ctx.db
      .insert(searchSynonyms)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning(),
  );
  await announce(ctx);
  return toAdmin(row);
}

export async function updateSearchSynonym(
  ctx: AppContext,
  id: number,
  input: SearchSynonymBody,
  check?: (current: AdminSearchSynonym) => void,
) {
  const values = normalised(input);
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
    if (!found) throw new NotFound('Search synonym not found.', 'SEARCH_SYNONYM_NOT_FOUND');
    check?.(toAdmin(found));
    const saved = await writing(values.term, () =>
      tx
        .update(searchSynonyms)
        .set({ ...values, updatedAt: ctx.clock.now() })
        .where(eq(searchSynonyms.id, id))
        .returning(),
    );
    return { before: toAdmin(found), after: toAdmin(saved) };
  });
  await announce(ctx);
  return { before, after };
}

export async function deleteSearchSynonym(ctx: AppContext, id: number): Promise<AdminSearchSynonym> {
  const [gone] = await ctx.db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
  if (!gone) throw new NotFound('Search synonym not found.', 'SEARCH_SYNONYM_NOT_FOUND');
  await announce(ctx);
  return toAdmin(gone);
}

/** What an edit of a synonym can lose: its term and its words. */
export const searchSynonymVersion: VersionRule<AdminSearchSynonym> = {
  subject: 'this synonym',
  fields: ({ id: _id, ...synonym }) => synonym,
};

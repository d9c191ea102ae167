import type { Dictionary } from '~/lib/i18n/i18n';

/** The search results' page buttons (search-pagination.tsx): their texts travel in their chunk, loaded with them. */
const en = {
  pages: 'Search results pages',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
};

const hi = {
  pages: 'खोज परिणामों के पेज',
  previous: 'पिछला',
  next: 'अगला',
  page: (n: number) => `पेज ${n}`,
} satisfies typeof en;

export const paginationMessages = { en, hi } satisfies Dictionary<typeof en>;

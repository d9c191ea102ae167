import type { Suggestion } from '@shringar/contracts/catalogue';
import type { Dictionary } from '~/lib/i18n/i18n';

/** The search box's suggestions (suggestion-list.tsx): their texts travel in their chunk, loaded on the box's first use. */
const en = {
  types: { product: 'Product', category: 'Category', brand: 'Brand' } satisfies Record<Suggestion['type'], string>,
};

const hi = {
  types: { product: 'उत्पाद', category: 'श्रेणी', brand: 'ब्रांड' },
} satisfies typeof en;

export const suggestionMessages = { en, hi } satisfies Dictionary<typeof en>;

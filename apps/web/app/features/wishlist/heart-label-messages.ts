import type { Dictionary } from '~/lib/i18n/i18n';

/** A card's heart's name: the one wishlist text every product card's page carries in its first load. */
const en = { heart: (productName: string) => `Wishlist: ${productName}` };

const hi = { heart: (productName: string) => `विशलिस्ट: ${productName}` } satisfies typeof en;

export const heartLabelMessages = { en, hi } satisfies Dictionary<typeof en>;

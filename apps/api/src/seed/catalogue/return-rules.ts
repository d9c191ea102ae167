import type { ReturnRule } from '@shringar/contracts/return-rules';

/**
 * The demo store's return rules, as its Return & Refund Policy states them: apparel, handbags and jewellery
 * other than earrings come back for any reason within the store's window (returnWindowDays); beauty, personal
 * care, fragrance, candles and earrings for pierced ears only when they arrive damaged, defective or wrong.
 * Migration 0017 sets the same rules on a store seeded before it.
 */
const FAULT_ONLY = new Set([
  'earring',
  'lipstick',
  'kajal-eyeliner',
  'foundation',
  'face-serum',
  'nail-polish',
  'body-lotion',
  'shampoo',
  'hair-oil',
  'perfume',
  'scented-candles',
]);

export const demoReturnRule = (slug: string): ReturnRule => (FAULT_ONLY.has(slug) ? 'FAULT_ONLY' : 'ANY_REASON');

/** The return reasons that mean the product itself was at fault: they need a photo and pass hygiene rules. */
export const isProductFaultReason = (reason: string) => /damaged|wrong product|defective/i.test(reason);

/**
 * Per-category return rules and return photos: what a category allows, what the shopper reads about an item,
 * and the photo limits. Zod-free, so the order page and the return dialog apply the same rule as the server
 * without loading the schemas.
 */

import type { BothLangs, StoreLang } from './store-lang.ts';

/**
 * ANY_REASON: returnable for any of the store's reasons. FAULT_ONLY: for hygiene, only when the product arrived
 * damaged, defective or wrong (the reasons marked `isProductFault`), with photos. NONE: never returnable.
 */
export const RETURN_RULES = ['ANY_REASON', 'FAULT_ONLY', 'NONE'] as const;
export type ReturnRule = (typeof RETURN_RULES)[number];

/** What the console's category form offers for each rule. */
export const RETURN_RULE_LABELS: Record<ReturnRule, string> = {
  ANY_REASON: 'Returnable for any reason',
  FAULT_ONLY: 'Only if damaged, defective or wrong (hygiene)',
  NONE: 'Not returnable',
};

/** A category's own window is at most this many days; no window means the store's setting (returnWindowDays). */
export const RETURN_WINDOW_MAX_DAYS = 90;

/** A return carries at most this many photos, each at most this large; a fault reason needs at least one. */
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Every refusal of a photo names the field `photos` in the error envelope. */
export const RETURN_PHOTO_MESSAGES = {
  WRONG_TYPE: 'Please add JPEG, PNG or WebP photos',
  TOO_LARGE: 'Each photo must be at most 5 MB',
  TOO_MANY: `Please add at most ${RETURN_PHOTOS_MAX} photos`,
  UNREADABLE: 'A photo could not be read. Please add a JPEG, PNG or WebP photo',
  REQUIRED: 'Please add at least one photo of the damage or of the item you received',
} as const;

/** The reason a chosen file cannot be a return photo, or null (the server checks the bytes again). */
export function returnPhotoProblem(file: { type: string; size: number }): string | null {
  if (!(RETURN_PHOTO_TYPES as readonly string[]).includes(file.type)) return RETURN_PHOTO_MESSAGES.WRONG_TYPE;
  if (file.size > RETURN_PHOTO_MAX_BYTES) return RETURN_PHOTO_MESSAGES.TOO_LARGE;
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type ItemReturnRule = { rule: ReturnRule; windowDays: number; categoryName: string };

export type ItemReturnability = {
  /** OPEN: a return may be asked for now; otherwise why not. */
  state: 'OPEN' | 'NOT_RETURNABLE' | 'NOT_DELIVERED' | 'WINDOW_CLOSED';
  /** Whether a return may be asked for now (with any reason, or a fault reason only). */
  available: boolean;
  /** Only the fault reasons (damaged, defective, wrong item) are accepted. */
  faultOnly: boolean;
  /** What the shopper reads under the item: the rule, or why it cannot be returned. */
  note: string;
};

/** An item's return note in each language: `hygiene` is the fault-only rule's opening, or null for any reason. */
type NoteWords = {
  notReturnable: (category: string) => string;
  hygiene: (category: string) => string;
  within: (days: number, hygiene: string | null) => string;
  closed: (days: number, day: string) => string;
  until: (day: string, hygiene: string | null) => string;
  /** The date format's locale (both in India's time zone). */
  dates: string;
};

const NOTE_WORDS: BothLangs<NoteWords> = {
  en: {
    notReturnable: (category) => `${category} items are not returnable`,
    hygiene: (category) => `For hygiene, ${category} can be returned only if it arrived damaged, defective or wrong`,
    within: (days, hygiene) => `${hygiene ? `${hygiene},` : 'Returnable'} within ${days} days of delivery`,
    closed: (days, day) => `The ${days}-day return window closed on ${day}`,
    until: (day, hygiene) => `${hygiene ? `${hygiene},` : 'Returnable'} until ${day}`,
    dates: 'en-IN',
  },
  hi: {
    notReturnable: (category) => `${category} के आइटम वापस नहीं किए जा सकते`,
    hygiene: (category) => `साफ़-सफ़ाई के कारण ${category} तभी वापस किया जा सकता है जब वह खराब, टूटा-फूटा या गलत आया हो`,
    within: (days, hygiene) =>
      hygiene ? `${hygiene}, डिलीवरी के ${days} दिन के अंदर` : `डिलीवरी के ${days} दिन के अंदर वापस किया जा सकता है`,
    closed: (days, day) => `${days} दिन की वापसी की अवधि ${day} को खत्म हो गई`,
    until: (day, hygiene) => (hygiene ? `${hygiene}, ${day} तक` : `${day} तक वापस किया जा सकता है`),
    dates: 'hi-IN',
  },
};

const dayOf = (date: Date, locale: string) =>
  date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * One item's return rule at `now`: its category's rule and window from delivery (`deliveredAt` null while the
 * order is not delivered). The server refuses a request by this answer; the order page shows its note, in the
 * page's language (the category's name as the operator wrote it).
 */
export function itemReturnability(
  rule: ItemReturnRule,
  deliveredAt: Date | null,
  now: Date,
  lang: StoreLang = 'en',
): ItemReturnability {
  const words = NOTE_WORDS[lang];
  const category = rule.categoryName;
  if (rule.rule === 'NONE')
    return { state: 'NOT_RETURNABLE', available: false, faultOnly: false, note: words.notReturnable(category) };
  const faultOnly = rule.rule === 'FAULT_ONLY';
  const hygiene = faultOnly ? words.hygiene(category) : null;
  if (!deliveredAt)
    return { state: 'NOT_DELIVERED', available: false, faultOnly, note: words.within(rule.windowDays, hygiene) };
  const closes = new Date(deliveredAt.getTime() + rule.windowDays * DAY_MS);
  if (now.getTime() >= closes.getTime())
    return {
      state: 'WINDOW_CLOSED',
      available: false,
      faultOnly,
      note: words.closed(rule.windowDays, dayOf(closes, words.dates)),
    };
  return { state: 'OPEN', available: true, faultOnly, note: words.until(dayOf(closes, words.dates), hygiene) };
}

/** Where a return photo is served: to its shopper (Bearer or a signed link) and to staff. */
export const returnPhotoPath = (photoId: number) => `/api/v4/return/photos/${photoId}`;
export const adminReturnPhotoPath = (photoId: number) => `/api/v4/admin/return-photos/${photoId}`;

/** What a photo is, for the alt text both the shopper and staff read (staff in English). */
export const returnPhotoAlt = (productName: string, position: number, count: number, lang: StoreLang = 'en') =>
  lang === 'hi'
    ? `${productName} की वापसी के साथ भेजी गई ${count} में से ${position} फ़ोटो`
    : `Photo ${position} of ${count} sent with the return of ${productName}`;

/** The purpose a return photo's signed link is made for (lib/signed-link.ts keys each purpose apart). */
export const RETURN_PHOTO_LINK = 'return-photo';

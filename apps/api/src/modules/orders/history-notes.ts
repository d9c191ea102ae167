import type { BothLangs, StoreLang } from '@shringar/contracts/store-lang';

/**
 * The notes the store writes itself on an order's history, in both languages side by side; `{name}` is a value
 * filled in. The history keeps the English as written (staff read it in the console); the tracking timeline reads
 * it back in the shopper's language. A note the store did not word (an operator's, a shopper's cancellation
 * comment) is shown as written.
 */
const NOTES = {
  placed: { en: 'Order placed', hi: 'ऑर्डर हो गया' },
  awaitingPayment: {
    en: 'Order created; waiting for the online payment',
    hi: 'ऑर्डर बन गया; ऑनलाइन पेमेंट का इंतज़ार है',
  },
  paymentReceived: { en: 'Payment received', hi: 'पेमेंट मिल गया' },
  paymentAfterExpiry: {
    en: 'Payment received after the reservation expired; order reinstated',
    hi: 'समय खत्म होने के बाद पेमेंट मिला; ऑर्डर फिर से चालू कर दिया गया',
  },
  paymentNotReceived: {
    en: 'Payment not received within {minutes} minutes',
    hi: '{minutes} मिनट में पेमेंट नहीं मिला',
  },
  codConfirmedByYou: { en: 'Cash on delivery confirmed by you', hi: 'आपने कैश ऑन डिलीवरी ऑर्डर कन्फ़र्म किया' },
  codConfirmedByPhone: {
    en: 'Cash on delivery confirmed by phone',
    hi: 'कैश ऑन डिलीवरी ऑर्डर फ़ोन पर कन्फ़र्म हुआ',
  },
  cancelledByCodLink: {
    en: 'Cancelled from the cash-on-delivery confirmation link',
    hi: 'कैश ऑन डिलीवरी कन्फ़र्मेशन लिंक से कैंसिल किया गया',
  },
  shipmentBooked: { en: 'AWB {awb} booked with {courier}', hi: '{courier} के साथ AWB {awb} बुक हुआ' },
  returnedToOrigin: {
    en: 'Returned to the store by the courier (AWB {awb}): {description}',
    hi: 'कूरियर ने पार्सल स्टोर को लौटा दिया (AWB {awb}): {description}',
  },
} as const satisfies Record<string, BothLangs>;

export type HistoryNote = keyof typeof NOTES;

/** The `{name}`s of a note's text. */
type Names<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Names<Rest> : never;
type ValuesOf<N extends HistoryNote> = [Names<(typeof NOTES)[N]['en']>] extends [never]
  ? []
  : [values: Record<Names<(typeof NOTES)[N]['en']>, string | number>];

const PLACEHOLDER = /\{(\w+)\}/g;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(PLACEHOLDER, (_, name: string) => String(values[name]));

/** The note as the history stores it (English). */
export function historyNote<N extends HistoryNote>(note: N, ...[values]: ValuesOf<N>): string {
  return fill(NOTES[note].en, values ?? {});
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each note's English as a pattern that gives back its values, to read a stored note in another language. */
const READERS = Object.values(NOTES).map((texts) => {
  const names = [...texts.en.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  const pattern = texts.en
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 0 ? escape(part) : '([\\s\\S]*?)'))
    .join('');
  return { texts, names, pattern: new RegExp(`^${pattern}$`) };
});

/** A stored history note in the shopper's language: the store's own in Hindi on Hindi pages, anyone else's as written. */
export function historyNoteIn(lang: StoreLang, stored: string): string {
  if (lang === 'en') return stored;
  for (const { texts, names, pattern } of READERS) {
    const found = pattern.exec(stored);
    if (found) return fill(texts[lang], Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])));
  }
  return stored;
}

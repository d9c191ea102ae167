import type { Locale } from './locale';

/**
 * A feature's texts in every locale: `features/<area>/messages.ts` exports
 *
 *   const en = { title: 'Shop All', items: (n: number) => `${n} items` };
 *   const hi = { title: 'सभी उत्पाद', items: (n: number) => `${n} आइटम` } satisfies typeof en;
 *   export const messages = { en, hi } satisfies Dictionary<typeof en>;
 *
 * English is the shape; `satisfies typeof en` makes a missing or extra Hindi key a type error, and
 * hindi-coverage.test.ts also fails on a Hindi text left identical to the English one. Interpolation is a plain
 * function of its values (no template syntax to parse, nothing shipped but the strings).
 */
export type Dictionary<E> = { readonly [L in Locale]: E };

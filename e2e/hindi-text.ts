import { SIZE_SCALE } from '@shringar/contracts/variant-options';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/**
 * Latin words a Hindi page writes as they are: the brand names shoppers read in Latin (the store's, WhatsApp's),
 * codes and payment names (OTP, UPI, COD, SMS, ID), file formats and sizes (JPEG, 5 MB, XL), and am/pm, which
 * Intl's hi-IN times use.
 */
/** Initialisms (RBI, GST, CVV, PIN, TLS): Hindi text writes them in Latin capitals, as Indian documents do. */
const ACRONYM = /^[A-Z]{2,6}$/;

export const ALLOWED = new Set([
  // The language switcher names each language in its own script.
  'English',
  'Shringar',
  'WhatsApp',
  'OTP',
  'UPI',
  'COD',
  'ID',
  'SMS',
  'A',
  'Z',
  'am',
  'pm',
  'JPEG',
  'PNG',
  'WebP',
  'MB',
  // Company registration numbers' names, written in Latin on Indian documents in either language.
  'CIN',
  'GSTIN',
  // The footer's social networks, by their own names.
  'Instagram',
  'Facebook',
  'YouTube',
  'X',
  ...SIZE_SCALE,
]);

/** What the shopper reads: the page's title, the frame (header, footer), the main content, dialogs and toasts. */
const READ = 'header, main, footer, [role="dialog"], [role="alertdialog"], .Toastify';

/** Names a shopper hears or reads in a control: the attributes a screen reader or the page shows. */
const READ_ATTRIBUTES = ['aria-label', 'placeholder', 'alt', 'title', 'aria-description'];
/** Of those, what only a screen reader speaks: nobody hears it inside aria-hidden (a toast's timer bar). */
const HEARD_ONLY = ['aria-label', 'alt', 'aria-description'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English words left in what the shopper sees and hears on a Hindi page once the operator's and the
 * shopper's own words are taken out: `content` are such texts (product and variant names, the address, an order
 * id), `contentIn` selectors of elements that show operator content as written (a policy the operator wrote only
 * in English, which the store shows by design). Content is taken out only as whole words, so a size 'S' never
 * eats the letter out of an English word.
 */
export async function englishLeft(
  page: Page,
  content: readonly string[] = [],
  contentIn: readonly string[] = [],
): Promise<string[]> {
  const read = await page.evaluate(
    ({ selector, attributes, heardOnly, contentIn }) => {
      const roots = Array.from(document.querySelectorAll<HTMLElement>(selector));
      const texts = [document.title, ...roots.map((el) => el.innerText)];
      for (const root of roots)
        for (const el of Array.from(root.querySelectorAll('*'))) {
          if (!el.checkVisibility({ visibilityProperty: true })) continue;
          if (contentIn.some((s) => el.closest(s))) continue;
          const unheard = el.closest('[aria-hidden="true"]') !== null;
          for (const name of attributes) {
            if (unheard && heardOnly.includes(name)) continue;
            const value = el.getAttribute(name);
            if (value) texts.push(value);
          }
        }
      const operator = contentIn.flatMap((s) =>
        Array.from(document.querySelectorAll<HTMLElement>(s)).flatMap((el) => el.innerText.split('\n')),
      );
      return { text: texts.join('\n'), operator };
    },
    { selector: READ, attributes: READ_ATTRIBUTES, heardOnly: HEARD_ONLY, contentIn: [...contentIn] },
  );
  // E-mail addresses and web addresses are written as they are in any language.
  let text = read.text.replace(/\S+@\S+\.[A-Za-z]+|https?:\/\/\S+/g, ' ');
  const taken = [...content, ...read.operator].map((s) => s.trim()).filter((s) => /[A-Za-z]/.test(s));
  for (const words of [...new Set(taken)].sort((a, b) => b.length - a.length))
    // Case aside: a brand shown in capitals (CSS text-transform) is still the operator's name.
    text = text.replace(new RegExp(`(?<![A-Za-z])${escape(words)}(?![A-Za-z])`, 'gi'), ' ');
  return (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).filter((word) => !ALLOWED.has(word) && !ACRONYM.test(word));
}

/** Fields of catalogue answers that are the store's vocabulary (translated on the page), not the operator's words. */
const VOCABULARY = new Set(['shadeFamily']);

/**
 * Every string in a JSON answer: what a catalogue or settings answer can put on a page is operator content. HTML
 * (a product's description) is read as the page shows it: the text between its tags.
 */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('<') ? value.split(/<[^>]*>/).map(unescapeHtml) : [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => (VOCABULARY.has(key) ? [] : stringsIn(v)));
  return [];
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

async function answer(path: string): Promise<unknown> {
  const res = await fetch(`${baseUrl()}/api/v4${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return ((await res.json()) as { data: unknown }).data;
}

/**
 * The operator's catalogue and store profile as the pages show them: category, brand, offer and banner texts,
 * every product's and the given products' variants' names, and the company's name, address and e-mail. None of
 * it has a Hindi version: it is shown as the operator wrote it.
 */
export async function operatorContent(productIds: readonly number[] = []): Promise<string[]> {
  const lists = await Promise.all([
    answer('/category'),
    answer('/brands'),
    answer('/offers'),
    answer('/banners'),
    ...[1, 2, 3, 4, 5].map((page) => answer(`/products?itemsPerPage=100&page=${page}`)),
    ...productIds.map((id) => answer(`/products/${id}`)),
  ]);
  const settings = (await answer('/settings')) as {
    storeProfile: Record<string, unknown>;
    helpAndSupportTextHindi: string;
    helpAndSupportTextEnglish: string;
  };
  // The operator's own help text (the contact page shows the Hindi one, as the operator wrote it).
  const help = [settings.helpAndSupportTextHindi, settings.helpAndSupportTextEnglish];
  return [...lists, settings.storeProfile, help].flatMap(stringsIn).filter((s) => !/^(https?:|\/)/.test(s));
}

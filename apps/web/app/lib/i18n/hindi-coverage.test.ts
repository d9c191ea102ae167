import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { hindiErrors } from './api-error-texts';

/**
 * The Hindi storefront's completeness check (issue 31): a shopper-facing string without a Hindi entry fails
 * `npm test`. TypeScript already refuses a dictionary whose `hi` lacks a key of `en` (`satisfies typeof en`);
 * this adds what types cannot see: a Hindi text left as the English one, and text written straight into the
 * markup of a translated area instead of going through its dictionary.
 */

const APP = join(import.meta.dirname, '..', '..');

/**
 * The areas whose every text is in their dictionaries. A feature joins this list when it is translated; from
 * then on a literal English text in its markup fails here.
 */
const TRANSLATED = [
  'ui',
  'features/layout',
  'features/home',
  'features/catalogue',
  'features/product-listing',
  'features/product',
  'features/search',
  'features/cart',
  'features/checkout',
  'features/payment',
  'features/auth',
  'features/cod-confirm',
  'features/wishlist',
  'features/notifications',
  'features/about',
  'features/policy',
  'features/faqs',
  'features/contact',
  'routes/store',
  'features/wallet',
  'features/addresses',
  'features/profile',
  'features/orders',
  'features/reviews',
  'routes/account',
];

/** Words that are the same in both languages: names and units a Hindi page writes in Latin letters too. */
const SAME_IN_BOTH = new Set(['WhatsApp', 'Shringar', 'CIN:', 'GSTIN:', 'S', 'ml', 'g', 'kg', 'OK', 'UPI', 'GST', '₹']);

const files = (dir: string): string[] =>
  (readdirSync(join(APP, dir), { recursive: true }) as string[]).map((file) => join(APP, dir, file));

const dictionaryFiles = (readdirSync(APP, { recursive: true }) as string[])
  .filter((file) => /(^|\/)[\w-]*messages\.ts$/.test(file))
  .map((file) => join(APP, file));

type Entry = string | ((...args: never[]) => string) | { [key: string]: Entry };

/**
 * Functions that pass the catalogue's own words through for some values (a shade's or brand's name) and so may
 * answer a sample as the English one does.
 */
const PASSES_CONTENT_THROUGH = new Set(['facetValue']);

/** A text function's output for sample values (numbers first, then strings), to compare languages by. */
function sample(fn: (...args: never[]) => string, hi: boolean): string {
  const args = (value: unknown) => Array.from({ length: Math.max(fn.length, 1) }, () => value) as never[];
  try {
    return String(fn(...args(2)));
  } catch {
    return `${hi}`;
  }
}

/** Every leaf of a dictionary half as [key path, English, Hindi]. */
function pairs(en: Record<string, Entry>, hi: Record<string, Entry>, path = ''): [string, unknown, unknown][] {
  return Object.keys({ ...en, ...hi }).flatMap((key) => {
    const [e, h] = [en[key], hi[key]];
    if (e && h && typeof e === 'object' && typeof h === 'object')
      return pairs(e as Record<string, Entry>, h as Record<string, Entry>, `${path}${key}.`);
    return [[`${path}${key}`, e, h] as [string, unknown, unknown]];
  });
}

describe('every dictionary has Hindi for every English text', () => {
  it('finds one in every translated feature', () => {
    const features = TRANSLATED.filter((dir) => dir.startsWith('features/')).map((dir) =>
      join(APP, dir, 'messages.ts'),
    );
    expect(features.filter((file) => !dictionaryFiles.includes(file))).toEqual([]);
  });

  for (const file of dictionaryFiles) {
    it(relative(APP, file), async () => {
      const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      const dictionaries = Object.values(module).filter(
        (value): value is { en: Record<string, Entry>; hi: Record<string, Entry> } =>
          typeof value === 'object' && value !== null && 'en' in value && 'hi' in value,
      );
      expect(dictionaries.length, 'exports { en, hi }').toBeGreaterThan(0);
      const problems: string[] = [];
      for (const { en, hi } of dictionaries) {
        for (const [key, e, h] of pairs(en, hi)) {
          if (typeof h !== typeof e) problems.push(`${key}: Hindi missing or of another kind`);
          else if (typeof e === 'string' && e === h && !SAME_IN_BOTH.has(e.trim()) && /[A-Za-z]/.test(e))
            problems.push(`${key}: '${e}' is English in the Hindi dictionary`);
          else if (
            typeof e === 'function' &&
            !PASSES_CONTENT_THROUGH.has(key) &&
            sample(e as never, false) === sample(h as never, true)
          )
            problems.push(`${key}: the Hindi function gives the English text`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

/** Attributes a shopper reads or hears: a literal value with letters must come from a dictionary. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'message', 'aria-description']);

const BRANCHING = new Set([
  ts.SyntaxKind.AmpersandAmpersandToken,
  ts.SyntaxKind.BarBarToken,
  ts.SyntaxKind.QuestionQuestionToken,
]);

/**
 * A string shown as markup: a JSX child expression's value, or a read attribute's, directly or as a branch of
 * `?:`, `&&`, `||` or `??` (not a comparison's operand, not a class name).
 */
function shownInJsx(node: ts.Node): boolean {
  let child = node;
  let parent = node.parent;
  while (
    (ts.isConditionalExpression(parent) && parent.condition !== child) ||
    (ts.isBinaryExpression(parent) && BRANCHING.has(parent.operatorToken.kind)) ||
    ts.isParenthesizedExpression(parent)
  ) {
    child = parent;
    parent = parent.parent;
  }
  if (!ts.isJsxExpression(parent)) return false;
  const owner = parent.parent;
  return !ts.isJsxAttribute(owner) || READ_ATTRIBUTES.has(owner.name.getText());
}

/**
 * Literal texts in a TSX file's markup: JSX text, the read attributes' string values, and strings in JSX
 * expressions (`{busy ? 'Adding...' : 'Add to Cart'}`).
 */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]/.test(text) && !SAME_IN_BOTH.has(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText();
      const value = node.initializer.text;
      if (READ_ATTRIBUTES.has(name) && /[A-Za-z]/.test(value) && !SAME_IN_BOTH.has(value))
        found.push(`${name}="${value}"`);
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      /[A-Za-z]{2}/.test(node.text) &&
      !SAME_IN_BOTH.has(node.text.trim()) &&
      shownInJsx(node)
    ) {
      found.push(`{'${node.text}'}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${relative(APP, file)}: ${text}`);
}

describe('translated areas write no text outside their dictionaries', () => {
  for (const dir of TRANSLATED) {
    it(dir, () => {
      const literals = files(dir)
        .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
        .flatMap(literalTexts);
      expect(literals).toEqual([]);
    });
  }
});

describe("the API's error codes", () => {
  it('have Hindi texts that are not English', () => {
    const english = Object.entries(hindiErrors.byCode).filter(([, text]) => /[A-Za-z]{3}/.test(text));
    expect(english).toEqual([]);
  });
});

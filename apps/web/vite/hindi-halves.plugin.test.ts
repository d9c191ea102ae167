// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishModule } from './hindi-halves.plugin.ts';

const APP = join(import.meta.dirname, '../app');
const DEVANAGARI = /[\u0900-\u097f]/u;

describe("the browser build of a dictionary (English pages' module)", () => {
  it('replaces the Hindi half with its stand-in and drops the Hindi-only helpers', () => {
    const file = join(APP, 'features/product-listing/messages.ts');
    const source = readFileSync(file, 'utf8');
    expect(source).toMatch(DEVANAGARI);
    const english = englishModule(source, file);
    expect(english).not.toMatch(DEVANAGARI);
    expect(english).toContain('const hi = __hindiHalf("features/product-listing/messages.ts");');
    expect(english).not.toContain('const BANDS');
    expect(english).toContain('export const messages = { en, hi }');
    expect(english).toContain("filters: 'Filters'");
  });

  it('fails on a dictionary without a top-level `const hi`', () => {
    const file = join(APP, 'features/x/messages.ts');
    expect(() => englishModule("const en = { a: 'A' };\nexport const messages = { en, hi: en };", file)).toThrow(
      /features\/x\/messages\.ts: a dictionary needs exactly one top-level `const hi/,
    );
  });

  it('fails on Hindi text the English module would keep, naming the line', () => {
    const file = join(APP, 'features/x/messages.ts');
    const source = [
      "const en = { a: 'A' };",
      "const hi = { a: 'अ' } satisfies typeof en;",
      "export const label = 'हिंदी';",
      'export const messages = { en, hi };',
    ].join('\n');
    expect(() => englishModule(source, file)).toThrow(/line 3: 'हिंदी'/);
  });

  it('keeps a helper with Hindi that English code also uses, and so fails', () => {
    const file = join(APP, 'features/x/messages.ts');
    const source = [
      "const NOUN = { a: 'अ' };",
      "const en = { a: 'A', n: NOUN.a };",
      'const hi = { a: NOUN.a, n: NOUN.a } satisfies typeof en;',
      'export const messages = { en, hi };',
    ].join('\n');
    expect(() => englishModule(source, file)).toThrow(/line 1/);
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '../app/lib/i18n/language-switcher';
import { SWITCHER_TEXT, unicodeRange } from './devanagari-font.plugin.ts';

const css = readFileSync(join(import.meta.dirname, '../app/app.css'), 'utf8');

/** The @font-face block naming a family. */
const fontFace = (family: string) =>
  css.match(new RegExp(`@font-face \\{[^}]*font-family: '${family}';[^}]*\\}`))?.[0] ?? '';

describe("the language switcher's Devanagari font", () => {
  it('holds the word the switcher shows', () => {
    expect(LANGUAGE_NAMES.hi.name).toBe(SWITCHER_TEXT);
  });

  it("is named for exactly the word's characters, swapped in, and used by the link to Hindi pages alone", () => {
    expect(unicodeRange('हिन्दी')).toBe('U+0926, U+0928, U+0939, U+093F, U+0940, U+094D');
    const face = fontFace('Noto Sans Devanagari Switcher');
    expect(face).toContain(`unicode-range: ${unicodeRange(SWITCHER_TEXT)};`);
    expect(face).toContain('font-display: swap;');
    expect(face).toContain("src: url('./generated/devanagari-switcher.woff2')");
    expect(css.match(/'Noto Sans Devanagari Switcher'/g)).toHaveLength(2);
    expect(css).toMatch(
      /a\[hreflang='hi'\] \{\s*font-family: 'Noto Sans Devanagari Switcher', var\(--font-sans\);\s*\}/,
    );
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '../app/lib/i18n/language-switcher';
import { LATE_FONTS } from '../app/lib/modules-after-paint/late-fonts';
import { SWITCHER_TEXT, unicodeRange } from './devanagari-font.plugin.ts';

const css = readFileSync(join(import.meta.dirname, '../app/app.css'), 'utf8');

/** The face the page's starter registers after the largest paint for a family (late-fonts.ts). */
const lateFont = (family: string) => LATE_FONTS.find((font) => font.family === family);

describe("the language switcher's Devanagari font", () => {
  it('holds the word the switcher shows', () => {
    expect(LANGUAGE_NAMES.hi.name).toBe(SWITCHER_TEXT);
  });

  it("is named for exactly the word's characters, swapped in, and used by the link to Hindi pages alone", () => {
    expect(unicodeRange('हिन्दी')).toBe('U+0926, U+0928, U+0939, U+093F, U+0940, U+094D');
    const face = lateFont('Noto Sans Devanagari Switcher');
    expect(face?.descriptors).toMatchObject({ unicodeRange: unicodeRange(SWITCHER_TEXT), display: 'swap' });
    expect(face?.url).toMatch(/devanagari-switcher.*\.woff2$/);
    expect(face?.usedBy).toBe("a[hreflang='hi']");
    // No @font-face in the stylesheet: a face there is fetched as soon as its text is laid out, before the LCP.
    expect(css.match(/'Noto Sans Devanagari Switcher'/g)).toHaveLength(1);
    expect(css).toMatch(
      /a\[hreflang='hi'\] \{\s*font-family: 'Noto Sans Devanagari Switcher', var\(--font-sans\);\s*\}/,
    );
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATE_FONTS } from '../app/lib/modules-after-paint/late-fonts';
import { unicodeRange } from './devanagari-font.plugin.ts';
import { STORE_FONT_TEXT } from './store-font.plugin.ts';

const css = readFileSync(join(import.meta.dirname, '../app/app.css'), 'utf8');

/** A unicode range's ranges ('U+0020-007E') written out point by point, as unicodeRange writes a text's. */
const pointByPoint = (range: string) =>
  range
    .split(',')
    .flatMap((part) => {
      const [from, to = from] = part.trim().replace('U+', '').split('-') as [string, string?];
      const first = parseInt(from, 16);
      return Array.from(
        { length: parseInt(to, 16) - first + 1 },
        (_, i) => `U+${(first + i).toString(16).toUpperCase().padStart(4, '0')}`,
      );
    })
    .join(', ');

describe("the store's Inter", () => {
  it('is registered after the largest paint for exactly the characters its file holds', () => {
    const inter = LATE_FONTS.find((font) => font.family === 'Inter Variable');
    expect(pointByPoint(inter!.descriptors.unicodeRange)).toBe(unicodeRange(STORE_FONT_TEXT));
    expect(inter).toMatchObject({ usedBy: 'body', descriptors: { weight: '400 700', display: 'swap' } });
    expect(inter?.url).toMatch(/inter-store.*\.woff2$/);
    // No @font-face in the stylesheet: a face there is fetched as soon as its text is laid out, before the LCP.
    expect(css).not.toMatch(/@font-face \{[^}]*font-family: 'Inter Variable'/);
  });
});

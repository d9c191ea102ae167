import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { convert } from 'fontverter';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * The characters the store's font holds: printable ASCII, Latin-1 (accented names such as Lakmé), the rupee
 * sign and the typographic punctuation copy uses. Anything else falls back to the system font through the
 * face's unicode range (lib/modules-after-paint/late-fonts.ts), which must match this list (a test holds it to it).
 */
export const STORE_FONT_TEXT = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}‘’‚“”„–—…•·×₹€™′″←→↑↓−`;

/**
 * The OpenType features kept: the ones browsers apply to Latin text by default (kerning, ligatures, contextual
 * alternates, composition, localised forms, mark positioning) and `tnum` for the `tabular-nums` class. Inter's
 * other features (stylistic sets, character variants, fractions, case forms, slashed zero), which no style of the
 * store turns on, held a third of the file in alternate glyphs: 42.5 kB with every feature, 26 kB with these.
 */
export const STORE_FONT_FEATURES = ['kern', 'liga', 'clig', 'calt', 'rlig', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/** The weights the store's classes use (normal, medium, semibold, bold): the variable axis is cut to them. */
const WEIGHTS = { min: 400, max: 700 };

/**
 * The OS/2 average character width of the Inter files the store used before (fontsource's latin subset).
 * HarfBuzz recomputes it from the subset's glyphs (1414); browsers size inputs without a width by it, so the
 * old value keeps every such field exactly as wide as it was.
 */
const AVERAGE_CHAR_WIDTH = 1250;

/** Writes xAvgCharWidth into an sfnt's OS/2 table and mends that table's checksum. */
export function setAverageCharWidth(sfnt: Buffer, width: number): Buffer {
  const font = Buffer.from(sfnt);
  const tables = font.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const entry = 12 + i * 16;
    if (font.toString('latin1', entry, entry + 4) !== 'OS/2') continue;
    const offset = font.readUInt32BE(entry + 8);
    const length = font.readUInt32BE(entry + 12);
    font.writeInt16BE(width, offset + 2);
    let sum = 0;
    for (let at = offset; at < offset + length; at += 4) {
      const word = Buffer.alloc(4);
      font.copy(word, 0, at, Math.min(at + 4, offset + length));
      sum = (sum + word.readUInt32BE(0)) >>> 0;
    }
    font.writeUInt32BE(sum, entry + 4);
    return font;
  }
  throw new Error('the font has no OS/2 table');
}

/**
 * Where the subset is written, for the late fonts the page's starter registers (lib/modules-after-paint/late-fonts.ts;
 * generated, not committed).
 */
export const STORE_FONT_FILE = new URL('../app/generated/inter-store.woff2', import.meta.url).pathname;

/**
 * One font file instead of Inter's language subsets: the full Inter variable font (inter-ui) cut at build time
 * to STORE_FONT_TEXT, STORE_FONT_FEATURES, text optical size and weights 400-700 (about 26 KB, where latin plus
 * latin-ext for ₹ was 132 KB). Rebuilt only when the source font, the character list or these settings change.
 */
export function storeFont(): Plugin {
  const require = createRequire(import.meta.url);
  const source = join(dirname(require.resolve('inter-ui/package.json')), 'variable', 'InterVariable.woff2');
  const stamp = `${STORE_FONT_FILE}.stamp`;
  let pending: Promise<void> | null = null;
  const generate = async () => {
    const input = readFileSync(source);
    const key = createHash('sha256')
      .update(input)
      .update(STORE_FONT_TEXT)
      .update(JSON.stringify({ WEIGHTS, AVERAGE_CHAR_WIDTH, STORE_FONT_FEATURES }))
      .digest('hex');
    if (existsSync(STORE_FONT_FILE) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return;
    const sfnt = await subsetFont(input, STORE_FONT_TEXT, {
      targetFormat: 'sfnt',
      variationAxes: { opsz: 14, wght: WEIGHTS },
      keepFeatures: STORE_FONT_FEATURES,
    });
    const font = await convert(setAverageCharWidth(sfnt, AVERAGE_CHAR_WIDTH), 'woff2', 'sfnt');
    mkdirSync(dirname(STORE_FONT_FILE), { recursive: true });
    writeFileSync(STORE_FONT_FILE, font);
    writeFileSync(stamp, key);
  };
  return {
    name: 'shringar:store-font',
    enforce: 'pre',
    // Once per process, before any CSS or module refers to the file.
    buildStart() {
      pending ??= generate();
      return pending;
    },
  };
}

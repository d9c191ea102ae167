import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const APP = new URL('../app/', import.meta.url).pathname;

/** Where the subset is written, for app.css's @font-face and root.tsx's preload on Hindi pages (not committed). */
export const DEVANAGARI_FONT_FILE = join(APP, 'generated/devanagari-store.woff2');

/** The English pages' language switcher's one Devanagari word (lib/i18n/language-switcher.tsx). */
export const SWITCHER_TEXT = 'हिन्दी';

/**
 * Its glyphs alone, for the switcher's late font (lib/modules-after-paint/late-fonts.ts; its unicode range is
 * SWITCHER_TEXT's code points).
 */
export const SWITCHER_FONT_FILE = join(APP, 'generated/devanagari-switcher.woff2');

/**
 * Name records kept in the subsets: family and style (1-6) as HarfBuzz keeps by default, and the copyright (0),
 * licence (13) and licence URL (14) the SIL Open Font License asks every copy to carry.
 */
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];

/** The licence file the build ships beside the fonts it cut from Noto Sans Devanagari. */
const LICENCE_ASSET = 'assets/noto-sans-devanagari-OFL.txt';

/** Devanagari, its extended block and the joiners that steer conjuncts: the @font-face's unicode-range too. */
const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff\u200c\u200d]/gu;

/** The files that hold the store's Hindi texts: every dictionary (`messages.ts`) and lib/i18n/'s own maps. */
function dictionaryFiles(): string[] {
  return (readdirSync(APP, { recursive: true }) as string[])
    .filter((file) => /(^|\/)[\w-]*messages\.ts$/.test(file) || /^lib\/i18n\/[\w-]+\.ts$/.test(file))
    .map((file) => join(APP, file))
    .sort();
}

/** Every Devanagari character the dictionaries use, each once, sorted (the subset's text and its cache key). */
export function dictionaryCharacters(files = dictionaryFiles()): string {
  const chars = new Set<string>();
  for (const file of files) for (const [char] of readFileSync(file, 'utf8').matchAll(DEVANAGARI)) chars.add(char);
  return [...chars].sort().join('');
}

/** The unicode-range of a text's code points, each once, ascending: `U+0926, U+0928, …`. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  return points.map((point) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`).join(', ');
}

type Subset = { file: string; text: string; wght: number | { min: number; max: number } };

/** Cuts one subset of the source font, unless the file on disk was cut from the same input already. */
async function writeSubset(input: Buffer, { file, text, wght }: Subset) {
  const stamp = `${file}.stamp`;
  const key = createHash('sha256').update(input).update(text).update(JSON.stringify({ wght, NAME_IDS })).digest('hex');
  if (existsSync(file) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return;
  const font = await subsetFont(input, text, {
    targetFormat: 'woff2',
    variationAxes: { wght },
    preserveNameIds: NAME_IDS,
  });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, font);
  writeFileSync(stamp, key);
}

/**
 * Noto Sans Devanagari (fontsource's variable file), cut at build time into two files:
 * - Hindi pages' font: the characters the dictionaries use, at weight 400 (bold is synthesized): about 19 kB,
 *   where the whole Devanagari block is 40 kB at one weight and 70 kB at 400-700 (docs/decisions.md 'Hindi
 *   storefront'). HarfBuzz keeps the conjuncts and matras those characters can form. English pages never name
 *   the family, so they never fetch it.
 * - The switcher's: the glyphs of 'हिन्दी' alone (its conjunct included), at 400-700 like the header's text, so
 *   English pages show the switcher's word on systems without a Devanagari font instead of boxes.
 * Both keep the font's copyright and licence records, and the client build ships the licence beside them.
 */
export function devanagariFont(): Plugin {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('@fontsource-variable/noto-sans-devanagari/package.json'));
  const source = join(packageDir, 'files', 'noto-sans-devanagari-devanagari-wght-normal.woff2');
  let pending: Promise<void> | null = null;
  const generate = async () => {
    const input = readFileSync(source);
    await writeSubset(input, { file: DEVANAGARI_FONT_FILE, text: dictionaryCharacters(), wght: 400 });
    await writeSubset(input, { file: SWITCHER_FONT_FILE, text: SWITCHER_TEXT, wght: { min: 400, max: 700 } });
  };
  return {
    name: 'shringar:devanagari-font',
    enforce: 'pre',
    // The switcher's file is small enough for Vite to inline into the stylesheet, which every page (Hindi ones
    // too) would then download before it paints; as a file, only a page that shows the word fetches it.
    config(config) {
      const limit = config.build?.assetsInlineLimit;
      return {
        build: {
          assetsInlineLimit: (file: string, content: Buffer) =>
            file === SWITCHER_FONT_FILE
              ? false
              : typeof limit === 'function'
                ? limit(file, content)
                : limit === undefined
                  ? undefined
                  : content.length < limit,
        },
      };
    },
    buildStart() {
      pending ??= generate();
      return pending;
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: LICENCE_ASSET, source: readFileSync(join(packageDir, 'LICENSE')) });
    },
  };
}

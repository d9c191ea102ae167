import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const APP = new URL('../app/', import.meta.url).pathname;

/** Where the subset is written, for app.css's @font-face and root.tsx's preload on Hindi pages (not committed). */
export const DEVANAGARI_FONT_FILE = join(APP, 'generated/devanagari-store.woff2');

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

/**
 * Hindi pages' font: Noto Sans Devanagari (fontsource's variable file) cut at build time to the characters the
 * dictionaries use, at weight 400 (bold is synthesized): about 19 kB, where the whole Devanagari block is 40 kB
 * at one weight and 70 kB at 400-700 (docs/decisions.md 'Hindi storefront'). HarfBuzz keeps the conjuncts and
 * matras those characters can form. English pages never name the family, so they never fetch it.
 */
export function devanagariFont(): Plugin {
  const require = createRequire(import.meta.url);
  const source = join(
    dirname(require.resolve('@fontsource-variable/noto-sans-devanagari/package.json')),
    'files',
    'noto-sans-devanagari-devanagari-wght-normal.woff2',
  );
  const stamp = `${DEVANAGARI_FONT_FILE}.stamp`;
  let pending: Promise<void> | null = null;
  const generate = async () => {
    const input = readFileSync(source);
    const text = dictionaryCharacters();
    const key = createHash('sha256').update(input).update(text).digest('hex');
    if (existsSync(DEVANAGARI_FONT_FILE) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return;
    const font = await subsetFont(input, text, { targetFormat: 'woff2', variationAxes: { wght: 400 } });
    mkdirSync(dirname(DEVANAGARI_FONT_FILE), { recursive: true });
    writeFileSync(DEVANAGARI_FONT_FILE, font);
    writeFileSync(stamp, key);
  };
  return {
    name: 'shringar:devanagari-font',
    enforce: 'pre',
    buildStart() {
      pending ??= generate();
      return pending;
    },
  };
}

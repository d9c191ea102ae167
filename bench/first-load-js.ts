import { measureFirstLoad } from './lib/first-load.ts';

/** First-load JavaScript per page, gzipped, and the render-blocking stylesheets it links (bench/lib/first-load.ts): `npx tsx bench/first-load-js.ts [--files | --json]`. */
const sizes = measureFirstLoad();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(sizes, null, 2));
} else {
  for (const [name, { files, gzipBytes: bytes, list, stylesheets }] of Object.entries(sizes)) {
    const blocking = `${stylesheets.length} linked stylesheet${stylesheets.length === 1 ? '' : 's'}`;
    console.log(`${name.padEnd(9)} ${(bytes / 1024).toFixed(1).padStart(6)} kB gzip  (${files} files, ${blocking})`);
    if (process.argv.includes('--files')) for (const line of list) console.log(`  ${line}`);
  }
}

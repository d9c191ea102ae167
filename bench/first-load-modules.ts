import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { clientDir, gzipSizeOf, measureFirstLoad } from './lib/first-load.ts';

/**
 * Which modules a page's first-load JavaScript is made of: `SOURCEMAP=1 npm run build -w apps/web`, then
 * `npx tsx bench/first-load-modules.ts [--top 30] [--page Home]`. Each built file's bytes are given to the
 * sources its source map names (a segment's bytes up to the next segment's), and each file's gzip size is shared
 * out in proportion: an estimate (gzip does not compress every part of a file alike), good for ranking what to cut.
 * node_modules packages are summed per package; the store's own files are listed by path.
 */
const repo = resolve(import.meta.dirname, '..');
const top = Number(argument('--top') ?? 25);
const onlyPage = argument('--page');

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** A source's name for the table: `react-dom`, `@tanstack/query-core`, or the store's path from the repo root. */
function moduleName(source: string): string {
  const path = relative(repo, resolve(source));
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1]!;
  return path.startsWith('..') ? source : path;
}

/** Raw bytes per module in one built file (generated-code bytes, by the segment that maps them). */
const byFile = new Map<string, Map<string, number>>();
function modulesOf(url: string): Map<string, number> {
  const known = byFile.get(url);
  if (known) return known;
  const file = join(clientDir, url);
  const sizes = new Map<string, number>();
  if (!existsSync(`${file}.map`)) {
    sizes.set('(no source map: build with SOURCEMAP=1)', readFileSync(file).length);
    byFile.set(url, sizes);
    return sizes;
  }
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
  const mapDir = join(file, '..');
  type Segment = { line: number; column: number; source: string };
  const segments: Segment[] = [];
  eachMapping(map, (m) => {
    const source = m.source ? moduleName(resolve(mapDir, m.source)) : '(unmapped)';
    segments.push({ line: m.generatedLine, column: m.generatedColumn, source });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  let mapped = 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    const next = segments[i + 1];
    const end = next && next.line === s.line ? next.column : (lines[s.line - 1]?.length ?? s.column);
    const bytes = Buffer.byteLength((lines[s.line - 1] ?? '').slice(s.column, end));
    sizes.set(s.source, (sizes.get(s.source) ?? 0) + bytes);
    mapped += bytes;
  }
  const rest = Buffer.byteLength(code) - mapped;
  if (rest > 0) sizes.set('(unmapped)', (sizes.get('(unmapped)') ?? 0) + rest);
  byFile.set(url, sizes);
  return sizes;
}

for (const [page, { list, gzipBytes }] of Object.entries(measureFirstLoad())) {
  if (onlyPage && page !== onlyPage) continue;
  const gzipByModule = new Map<string, number>();
  for (const line of list) {
    const url = line.split(' ')[0]!;
    const modules = modulesOf(url);
    const raw = [...modules.values()].reduce((a, b) => a + b, 0);
    const gzip = gzipSizeOf(url);
    for (const [name, bytes] of modules) {
      gzipByModule.set(name, (gzipByModule.get(name) ?? 0) + (gzip * bytes) / raw);
    }
  }
  const ranked = [...gzipByModule].sort((a, b) => b[1] - a[1]);
  const own = ranked.filter(([name]) => name.startsWith('apps/') || name.startsWith('packages/'));
  const ownKb = own.reduce((a, [, b]) => a + b, 0) / 1024;
  console.log(`\n${page}: ${(gzipBytes / 1024).toFixed(1)} kB gzip, the store's own modules ~${ownKb.toFixed(1)} kB`);
  for (const [name, bytes] of ranked.slice(0, top)) {
    console.log(`  ${(bytes / 1024).toFixed(2).padStart(6)} kB  ${name}`);
  }
}

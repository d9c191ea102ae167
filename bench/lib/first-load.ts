import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of the storefront's main pages, gzipped: what a browser downloads to hydrate a page it
 * opens directly. Reads the React Router manifest of the client build (apps/web/build/client), follows the
 * matched route chain (root → layouts → page) and sums the gzip size of every distinct module and import, plus
 * the manifest script when the browser loads it: with React Router's default lazy route discovery it does not
 * (the page carries its own routes inline and asks /__manifest for others on navigation), so it is not counted. Run after `npm run build`; the CLI is bench/first-load-js.ts, the budget check e2e/bundle-budgets.test.ts.
 */

type ManifestEntry = { module: string; imports?: string[]; css?: string[] };
type ManifestRoute = ManifestEntry & { id: string; parentId?: string; path?: string; index?: boolean };
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestRoute>; url: string };

/** The pages measured, by the URL pattern their route declares. */
export const PAGES: Record<string, string> = {
  Home: '/',
  Category: '/category/:categoryId',
  Product: '/product/:productId',
  Search: '/search',
  About: '/about',
  Policy: '/policy/:policyId',
};

export const clientDir = resolve(import.meta.dirname, '../../apps/web/build/client');

export function readManifest(): { manifest: Manifest; file: string } {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build first`);
  const source = readFileSync(join(assets, file), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return { manifest: JSON.parse(json) as Manifest, file: `/assets/${file}` };
}

/** A route's full URL pattern: its ancestors' paths joined (layouts have none). */
function fullPath(routes: Record<string, ManifestRoute>, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  return `/${parts.join('/')}`.replace(/\/+/g, '/');
}

function chainOf(routes: Record<string, ManifestRoute>, pattern: string): ManifestRoute[] {
  const leaf = Object.values(routes).find(
    (r) => fullPath(routes, r) === pattern && (pattern !== '/' || r.index === true),
  );
  if (!leaf) throw new Error(`no route for ${pattern}`);
  const chain: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = leaf; r; r = r.parentId ? routes[r.parentId] : undefined) chain.unshift(r);
  return chain;
}

/** The server build's `routeDiscovery.mode` ("lazy" unless react-router.config.ts says "initial"). */
function routeDiscoveryMode(): string {
  const server = readFileSync(resolve(clientDir, '../server/index.js'), 'utf8');
  const mode = /routeDiscovery = \{\s*"mode":\s*"(\w+)"/.exec(server)?.[1];
  if (!mode) throw new Error('no routeDiscovery in the server build: run npm run build first');
  return mode;
}

const gzipBytes = new Map<string, number>();
export function gzipSizeOf(url: string): number {
  let size = gzipBytes.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length;
    gzipBytes.set(url, size);
  }
  return size;
}

/** Per page: its first-load scripts, and the stylesheets its routes link (each one blocks the first paint). */
export type FirstLoad = { files: number; gzipBytes: number; list: string[]; stylesheets: string[] };

export function measureFirstLoad(): Record<string, FirstLoad> {
  const { manifest, file } = readManifest();
  const loadsManifest = routeDiscoveryMode() !== 'lazy';
  const result: Record<string, FirstLoad> = {};
  for (const [name, pattern] of Object.entries(PAGES)) {
    const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    if (loadsManifest) files.add(file);
    const stylesheets = new Set<string>(manifest.entry.css ?? []);
    for (const route of chainOf(manifest.routes, pattern)) {
      files.add(route.module);
      for (const i of route.imports ?? []) files.add(i);
      for (const c of route.css ?? []) stylesheets.add(c);
    }
    let total = 0;
    for (const f of files) total += gzipSizeOf(f);
    result[name] = {
      files: files.size,
      gzipBytes: total,
      list: [...files].map((f) => `${f} ${gzipSizeOf(f)}`),
      stylesheets: [...stylesheets],
    };
  }
  return result;
}

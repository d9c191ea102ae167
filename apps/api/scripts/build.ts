/**
 * The API's production build: the contracts and the API compiled to JavaScript beside their sources' layout
 * (packages/contracts/dist, apps/api/dist; type checks are `npm run typecheck`'s job), then the files the code
 * reads at run time (migrations, SQL scripts, the pincode directory) copied next to it. `node
 * --conditions=shringar-dist dist/server.js` runs the result: that condition points @shringar/contracts at its
 * dist folder.
 */
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const api = join(import.meta.dirname, '..');
const contracts = join(api, '..', '..', 'packages', 'contracts');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function compile(project: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tsc -p ${project} failed (${code})`))));
  });
}

const started = performance.now();
// A file deleted from src must not live on in dist (routes and jobs are discovered from the folder).
rmSync(join(api, 'dist'), { recursive: true, force: true });
rmSync(join(contracts, 'dist'), { recursive: true, force: true });
await Promise.all([
  compile(join(contracts, 'tsconfig.build.json')),
  compile(join(api, 'tsconfig.build.json')),
]);
cpSync(join(api, 'src'), join(api, 'dist'), {
  recursive: true,
  filter: (source) => !source.endsWith('.ts'),
});
console.log(`API built into apps/api/dist in ${((performance.now() - started) / 1000).toFixed(1)} s`);

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The reference page for bench:lighthouse: a minimal server-rendered React Router app (bench/reference-page/,
 * the store's React Router version, flags and bundler), built once and served by its own process on 127.0.0.1
 * (reference-server.ts). Measured in the same run as the store's pages, it is what this machine allows a React
 * Router page: a slow host lowers both, a regression only the store's.
 */
const APP = join(import.meta.dirname, '..', 'reference-page');
const SERVER_BUILD = join(APP, 'build', 'server', 'index.js');

/** Builds the reference app unless a build is there already (`--rebuild-reference` forces it). */
export function buildReferencePage(force = false) {
  if (existsSync(SERVER_BUILD) && !force) return;
  execFileSync('npx', ['react-router', 'build'], { cwd: APP, stdio: 'inherit' });
}

export async function startReferencePage(): Promise<{ base: string; process: ChildProcess }> {
  buildReferencePage();
  const child = spawn(
    process.execPath,
    ['--conditions=production', '--import', 'tsx', join(import.meta.dirname, 'reference-server.ts')],
    { env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [base] = await new Promise<string[]>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the reference page's server stopped (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve([line.trim()]));
  });
  return { base: base!, process: child };
}

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRequestListener } from '@react-router/node';

/**
 * The reference page for bench:lighthouse: a minimal server-rendered React Router app (bench/reference-page/,
 * the store's React Router version, flags and bundler), built once and served from this process on 127.0.0.1 with
 * its scripts gzipped and cached as the store serves its own. Measured in the same run as the store's pages, it is
 * what this machine allows a React Router page: a slow host lowers both, a regression only the store's.
 */
const APP = join(import.meta.dirname, '..', 'reference-page');
const SERVER_BUILD = join(APP, 'build', 'server', 'index.js');
const CLIENT = join(APP, 'build', 'client');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.ico': 'image/x-icon' };

/** Builds the reference app unless a build is there already (`--rebuild-reference` forces it). */
export function buildReferencePage(force = false) {
  if (existsSync(SERVER_BUILD) && !force) return;
  execFileSync('npx', ['react-router', 'build'], { cwd: APP, stdio: 'inherit' });
}

export async function startReferencePage(): Promise<{ base: string; server: Server }> {
  buildReferencePage();
  const build = await import(pathToFileURL(SERVER_BUILD).href);
  const render = createRequestListener({ build, mode: 'production' });
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(CLIENT, path);
    if (path.startsWith('/assets/') && file.startsWith(CLIENT) && existsSync(file)) {
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'gzip',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      res.end(gzipSync(readFileSync(file)));
      return;
    }
    void render(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

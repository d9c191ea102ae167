import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRequestListener } from '@react-router/node';

/**
 * The reference page's server (started by reference-page.ts as its own process, with Node's `production`
 * conditions as the store runs): the build's scripts gzipped and cached immutable, as the store serves its own,
 * everything else rendered by React Router. Prints its address on the first line.
 */
const CLIENT = join(import.meta.dirname, '..', 'reference-page', 'build', 'client');
const SERVER_BUILD = join(import.meta.dirname, '..', 'reference-page', 'build', 'server', 'index.js');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

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
  // The page has no icon: answered at once, as the store answers its own.
  if (path === '/favicon.ico') {
    res.writeHead(204).end();
    return;
  }
  void render(req, res);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

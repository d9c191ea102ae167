// Writes the store's service worker into the client build (service-worker/ → build/client/sw.js and its
// handlers), with this build's precache list: the offline page and its script, the web app manifest and icons,
// the stylesheet and font, and the scripts every page starts with (React Router's entry and the root route).
// The list's hash is the worker's version, so each build is a new worker and its old shell cache is dropped.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const webDir = join(import.meta.dirname, '..');
const clientDir = join(webDir, 'build', 'client');
const assetsDir = join(clientDir, 'assets');
const sourceDir = join(webDir, 'service-worker');

const manifestFile = readdirSync(assetsDir).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error('no React Router manifest in the client build: run react-router build first');
const source = readFileSync(join(assetsDir, manifestFile), 'utf8');
const routerManifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));

const entryFiles = (entry) => [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])];
const shellScripts = [...entryFiles(routerManifest.entry), ...entryFiles(routerManifest.routes.root)];
const fonts = readdirSync(assetsDir)
  .filter((f) => /\.woff2$/.test(f))
  .map((f) => `/assets/${f}`);
const publicFiles = ['/offline', '/offline-page.js', '/manifest.webmanifest', '/favicon.svg', '/icon-192.png'];
const urls = [...new Set([...publicFiles, ...shellScripts, ...fonts])];

const handlers = readFileSync(join(sourceDir, 'offline-caching.js'), 'utf8');
const pushHandlers = readFileSync(join(sourceDir, 'push-notifications.js'), 'utf8');
const version = createHash('sha256')
  .update(JSON.stringify(urls))
  .update(handlers)
  .update(pushHandlers)
  .digest('hex')
  .slice(0, 12);
const worker = readFileSync(join(sourceDir, 'sw.js'), 'utf8').replace(
  '__PRECACHE__',
  JSON.stringify({ version, urls }),
);
if (worker.includes('__PRECACHE__')) throw new Error('service-worker/sw.js lost its precache marker');
writeFileSync(join(clientDir, 'sw.js'), worker);
writeFileSync(join(clientDir, 'sw-offline-caching.js'), handlers);
writeFileSync(join(clientDir, 'sw-push-notifications.js'), pushHandlers);
console.log(`service worker ${version}: ${urls.length} files precached`);

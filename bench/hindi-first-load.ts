/**
 * A Hindi page's first load on a phone, with and without the Hindi chunk named in the head. Chromium throttled
 * as Lighthouse's mobile run with devtools throttling (slow 4G: 562.5 ms request latency, 1.47 Mbit/s down,
 * 0.61 Mbit/s up; 4× CPU), a fresh profile each run, on /hi and a Hindi product page. "without" is the same
 * page with the Hindi chunk's `<link rel="modulepreload">` taken out of the HTML by a proxy in front of the
 * store; "with" goes through the same proxy untouched (both HTML answers recompressed alike), and the runs
 * alternate, so both see the same machine. Per page, medians of `--runs`, in ms after navigation start:
 *
 * - chunk asked / chunk in: the Hindi chunk's request start and response end (Resource Timing)
 * - modules in: the last of the page's first-load modules (its `modulepreload` links) to arrive
 * - hydration start: React's hydrateRoot (entry.client waits for the chunk first), seen as its first listener
 *   on the document (`auxclick`: React listens for every event there, and nothing before it listens for that)
 * - hydrated: root.tsx's `data-hydrated` mark, once every first effect has run
 *
 * Starts the production build (`npm run build` first) on a fresh embedded database with the demo store.
 *
 *   npm run bench:hindi-load                    # 7 runs of each
 *   npm run bench:hindi-load -- --runs 11 --json
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/chromium-flags.ts';
import { pagePaths } from './lib/catalogue-targets.ts';
import { freePort, startStore, stopStore } from './lib/server-process.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, json: { type: 'boolean' } },
});
const runs = Number(values.runs);

/** Lighthouse's mobile throttling as DevTools applies it (its `throttling.mobileSlow4G`, devtools variant). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
  uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
};
const CPU_SLOWDOWN = 4;

const HINDI_CHUNK_PRELOAD = /<link rel="modulepreload"[^>]*href="[^"]*hindi-halves[^"]*"[^>]*\/>/g;

type Variant = 'with' | 'without';

/**
 * A pass-through proxy to the store. Documents are asked for uncompressed, optionally stripped of the Hindi
 * chunk's preload, and sent brotli-compressed as the store sends them; everything else is piped as it comes.
 */
async function startProxy(target: URL, variant: Variant): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const isDocument = req.headers['sec-fetch-dest'] === 'document' || req.headers.accept?.includes('text/html');
    const headers = { ...req.headers, host: target.host, ...(isDocument ? { 'accept-encoding': 'identity' } : {}) };
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer: IncomingMessage) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!isDocument || !type.includes('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let html = Buffer.concat(chunks).toString('utf8');
          if (variant === 'without') html = html.replace(HINDI_CHUNK_PRELOAD, '');
          const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-encoding': 'br', 'content-length': body.length });
          res.end(body);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${port}` };
}

type Figures = {
  chunkAskedMs: number;
  chunkInMs: number;
  modulesInMs: number;
  hydrationStartMs: number;
  hydratedMs: number;
};

/**
 * In the page, before any of its scripts: when React starts hydrating and when the page says it is hydrated.
 * Plain script text, since this project is compiled without the DOM's types.
 */
const RECORD_HYDRATION = `
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (this === document && type === 'auxclick') window.__hydrationStart ??= performance.now();
    return add.call(this, type, ...rest);
  };
  new MutationObserver(() => {
    if (document.documentElement?.dataset.hydrated) window.__hydrated ??= performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
`;

/** In the page once hydrated: the marks, and the Hindi chunk's and the other preloaded modules' timings. */
const READ_FIGURES = `(() => {
  const resources = performance.getEntriesByType('resource');
  const chunk = resources.find((entry) => entry.name.includes('hindi-halves'));
  if (!chunk) throw new Error('the page loaded no Hindi chunk');
  const preloaded = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"]')]
      .map((link) => link.href)
      .filter((href) => !href.includes('hindi-halves')),
  );
  return {
    chunkAskedMs: chunk.startTime,
    chunkInMs: chunk.responseEnd,
    modulesInMs: Math.max(...resources.filter((entry) => preloaded.has(entry.name)).map((entry) => entry.responseEnd)),
    hydrationStartMs: window.__hydrationStart,
    hydratedMs: window.__hydrated,
  };
})()`;

async function measure(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_HYDRATION });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (globalThis as { __hydrated?: number }).__hydrated, undefined, {
      timeout: 120_000,
      polling: 100,
    });
    return (await page.evaluate(READ_FIGURES)) as Figures;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const medians = (all: Figures[]): Figures => ({
  chunkAskedMs: median(all.map((f) => f.chunkAskedMs)),
  chunkInMs: median(all.map((f) => f.chunkInMs)),
  modulesInMs: median(all.map((f) => f.modulesInMs)),
  hydrationStartMs: median(all.map((f) => f.hydrationStartMs)),
  hydratedMs: median(all.map((f) => f.hydratedMs)),
});

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shringar-hindi-load-'));
  const store = await startStore({ DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads') });
  const proxies = {
    with: await startProxy(new URL(store.base), 'with'),
    without: await startProxy(new URL(store.base), 'without'),
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const paths = await pagePaths(store.base);
    const pages = { 'Home hi': '/hi', 'Product hi': `/hi${paths.Product}` };
    // The HTML must name the chunk (else there is nothing to compare), and no run measures a first render.
    for (const path of Object.values(pages)) {
      const html = await (await fetch(`${store.base}${path}`)).text();
      if (!html.match(HINDI_CHUNK_PRELOAD)) throw new Error(`${path} does not preload the Hindi chunk`);
      for (const proxy of Object.values(proxies)) await (await fetch(`${proxy.base}${path}`)).text();
    }
    const rows = [];
    for (const [name, path] of Object.entries(pages)) {
      const each: Record<Variant, Figures[]> = { with: [], without: [] };
      for (let i = 0; i < runs; i++)
        for (const variant of ['without', 'with'] as const)
          each[variant].push(await measure(browser, `${proxies[variant].base}${path}`));
      for (const variant of ['without', 'with'] as const) {
        const m = medians(each[variant]);
        rows.push({ page: name, preload: variant, ...m, runs, loadAverage: loadavg()[0]!.toFixed(1) });
        if (!values.json)
          console.log(
            `${name.padEnd(11)} ${variant.padEnd(8)} chunk asked ${Math.round(m.chunkAskedMs)} ms, in ` +
              `${Math.round(m.chunkInMs)} ms; other modules in ${Math.round(m.modulesInMs)} ms; hydration start ${Math.round(m.hydrationStartMs)} ms; hydrated ` +
              `${Math.round(m.hydratedMs)} ms (median of ${runs}; hydration start each run: ` +
              `${each[variant].map((f) => Math.round(f.hydrationStartMs)).join('/')})`,
          );
      }
    }
    if (values.json) console.log(JSON.stringify(rows, null, 2));
  } finally {
    await browser.close();
    for (const proxy of Object.values(proxies)) proxy.server.close();
    await stopStore(store);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

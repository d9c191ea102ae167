/**
 * Lighthouse 12.8 (the npm package, Debian's Chromium) on Home, Category, Product and Search, mobile (its
 * default: simulated slow 4G, 4× CPU slowdown) and desktop, `--runs` times each (default 5), medians against
 * bench/budgets.json's `lighthouse`. Starts the production build (`npm run build` first) on `--data <dir>` (an
 * existing data folder, used in place) or a fresh embedded database with the demo store; only 127.0.0.1 is loaded.
 *
 *   npm run bench:lighthouse                      # 5 runs each, prints the table, exits 1 on a missed budget
 *   npm run bench:lighthouse -- --runs 3 --json   # fewer runs; JSON for bench/README.md
 *   npm run bench:lighthouse -- --form-factor mobile   # one form factor (mobile or desktop)
 *   npm run bench:lighthouse -- --hindi               # the same four pages under /hi as well
 *   npm run bench:lighthouse -- --throttling devtools  # Chromium really throttled (slow 4G, 4× CPU) instead of
 *                                                      # Lantern's simulation: request priorities then count
 *
 * Each page is printed beside the reference page (bench/lib/reference-page.ts: a minimal server-rendered React
 * Router page, the same framework and build settings), measured in the same run with the same Chromium, and
 * each line carries the load average when it was measured: a slow host lowers the reference too, a regression
 * only the store's pages. Where the reference itself misses the score or LCP budget, the host is slower than the
 * budget assumes and the store's pages are held to the reference's own figures (bench/lib/lighthouse-verdict.ts).
 * The reference app is built once (`--rebuild-reference` builds it again).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants as osConstants, loadavg, tmpdir } from 'node:os';
import { pageTouchMicros } from './lib/run-info.ts';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { type Figures, type LighthouseBudget, lighthouseVerdict } from './lib/lighthouse-verdict.ts';
import { buildReferencePage, startReferencePage } from './lib/reference-page.ts';
import { startStore, stopStore } from './lib/server-process.ts';
import { CHROMIUM_ARGS } from '../e2e/chromium-flags.ts';
import { pagePaths } from './lib/catalogue-targets.ts';

const { lighthouse: budgets } = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
  lighthouse: { mobile: LighthouseBudget; desktop: LighthouseBudget };
};

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    data: { type: 'string' },
    json: { type: 'boolean' },
    'form-factor': { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
    'rebuild-reference': { type: 'boolean' },
    hindi: { type: 'boolean' },
  },
});
const runs = Number(values.runs);
// Lantern ('simulate', the default and what PageSpeed reports) replays an unthrottled load on a model network
// that ignores request priorities; 'devtools' throttles Chromium itself, whose scheduler honours them.
const throttlingMethod = values.throttling as 'simulate' | 'devtools';
if (!['simulate', 'devtools'].includes(throttlingMethod)) throw new Error('--throttling is simulate or devtools');

/** Headless, with the flags the browser tests use. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function pages(base: string): Promise<Record<string, string>> {
  const paths = await pagePaths(base);
  const english = {
    Home: `${base}${paths.Home}`,
    Category: `${base}${paths.Category}`,
    Product: `${base}${paths.Product}`,
    Search: `${base}/search?q=lipstick`,
  };
  if (!values.hindi) return english;
  // The same four pages under /hi: the Devanagari font and the Hindi dictionary chunk on top of the English load.
  const hindi = Object.fromEntries(
    Object.entries(english).map(([page, url]) => [
      `${page} hi`,
      url.replace(base, `${base}/hi`).replace(/\/hi\/$/, '/hi'),
    ]),
  );
  return { ...english, ...hindi };
}

async function audit(url: string, port: number, formFactor: 'mobile' | 'desktop'): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result!.lhr;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const load = () => loadavg()[0]!.toFixed(1);
const brief = (f: Figures) => `score ${f.score}, LCP ${Math.round(f.lcpMs)} ms, TBT ${Math.round(f.tbtMs)} ms`;

async function main() {
  buildReferencePage(values['rebuild-reference']);
  const reference = await startReferencePage();
  // A given data folder is used in place (embedded PostgreSQL's files belong to their own user).
  const dataDir = values.data ?? mkdtempSync(join(tmpdir(), 'shringar-lighthouse-'));
  const store = await startStore({ DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads') });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
  });
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= (async () => {
      await chrome.kill();
      await stopStore(store);
      reference.process.kill();
      if (!values.data) rmSync(dataDir, { recursive: true, force: true });
    })());
  // A run stopped by a signal (`timeout` sends SIGTERM) skips `finally`, and chrome-launcher only handles SIGINT:
  // Chromium, the store and the reference page would outlive it and load the next measurement. The audit under
  // way then fails on its closed browser; the run ends with the signal's exit code, not that error.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.once(signal, () => {
      const code = 128 + osConstants.signals[signal];
      console.error(`${signal}: stopping Chromium, the store and the reference page`);
      process.on('uncaughtException', () => {});
      process.on('unhandledRejection', () => {});
      void stopAll().finally(() => process.exit(code));
    });
  }
  const rows: Record<string, unknown>[] = [];
  let missed = 0;
  try {
    const urls = { Reference: `${reference.base}/`, ...(await pages(store.base)) };
    // One visit first, so no run measures the first render of a page or a cold renderer.
    for (const url of Object.values(urls)) await (await fetch(url)).text();
    const formFactors = (['mobile', 'desktop'] as const).filter((f) => (values['form-factor'] ?? f) === f);
    for (const formFactor of formFactors) {
      let referenceMedian: Figures | null = null;
      for (const [page, url] of Object.entries(urls)) {
        // A run where Lighthouse's own trace failed (NO_NAVSTART and the like) has no figures and score 0: it is
        // counted and run again, up to as many extra runs, so each median is of `runs` complete runs.
        const each: Figures[] = [];
        let failedRuns = 0;
        for (let i = 0; i < runs * 2 && each.length < runs; i++) {
          const figures = await audit(url, chrome.port, formFactor);
          if (Number.isFinite(figures.fcpMs) && Number.isFinite(figures.lcpMs)) each.push(figures);
          else failedRuns++;
        }
        const m: Figures = {
          score: median(each.map((f) => f.score)),
          fcpMs: median(each.map((f) => f.fcpMs)),
          lcpMs: median(each.map((f) => f.lcpMs)),
          tbtMs: median(each.map((f) => f.tbtMs)),
          cls: median(each.map((f) => f.cls)),
        };
        if (page === 'Reference') referenceMedian = m;
        const beside = page === 'Reference' || !referenceMedian ? null : referenceMedian;
        const { misses, judgedBesideReference } =
          page === 'Reference'
            ? { misses: [], judgedBesideReference: null }
            : lighthouseVerdict(m, beside, budgets[formFactor]);
        missed += misses.length;
        const verdict = misses.length
          ? `MISSED: ${misses.join(', ')}`
          : judgedBesideReference
            ? `ok beside the reference (${judgedBesideReference})`
            : 'ok';
        const scores = each.map((f) => f.score).join('/') + (failedRuns ? `, ${failedRuns} failed run(s) redone` : '');
        const loadAverage = load();
        rows.push({
          formFactor,
          page,
          ...m,
          scores,
          failedRuns,
          misses,
          judgedBesideReference,
          loadAverage,
          reference: beside,
        });
        if (!values.json)
          console.log(
            `${formFactor.padEnd(7)} ${page.padEnd(9)} score ${String(m.score).padStart(3)} (${scores})  FCP ${Math.round(m.fcpMs)} ms  LCP ${Math.round(m.lcpMs)} ms  TBT ${Math.round(m.tbtMs)} ms  CLS ${m.cls.toFixed(3)}  load ${loadAverage}  ${beside ? `| reference ${brief(beside)}  ` : ''}${page === 'Reference' ? '' : verdict}`,
          );
      }
    }
  } finally {
    await stopAll();
  }
  const meta = {
    date: new Date().toISOString(),
    loadAverage: loadavg()[0]!.toFixed(1),
    runs,
    throttlingMethod,
    tool: 'lighthouse 12.8',
    pageTouchMicros: pageTouchMicros(),
  };
  if (values.json) console.log(JSON.stringify({ ...meta, rows }, null, 2));
  else
    console.log(
      `${meta.date}, load average ${meta.loadAverage}, median of ${runs} runs, ${throttlingMethod} throttling, ${meta.tool}, first touch of memory ${meta.pageTouchMicros} µs a page`,
    );
  process.exitCode = missed ? 1 : 0;
}

await main();

/**
 * The long tasks of loading and hydrating Home, Category, Product and Search (English and /hi) on a phone with
 * the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile run slows it), and what each one
 * was. Headless Debian Chromium with the browser tests' flags, the production build (`npm run build` first) on
 * `--data <dir>` or a fresh embedded database with the demo store, each page opened `--runs` times (default 5)
 * in a fresh context, from the navigation until it is idle (bench/lib/page-trace.ts).
 *
 *   npm run bench:hydration                          # 5 runs a page, medians, one attributed run each
 *   npm run bench:hydration -- --pages Home,Product --runs 3 --english
 *   npm run bench:hydration -- --json                # for bench/README.md
 *   SOURCEMAP=1 npm run build -w apps/web            # then functions and modules carry their source names
 *   npm run bench:hydration -- --baseline $PWD/apps/web/build-before   # another build's apps/web/build, copied
 *                            # beside it (its server part resolves node_modules from there), served by a second
 *                            # store beside this one; runs alternate between the two
 *
 * Per page: the long tasks (over 50 ms: the trace's top-level tasks, and the page's own
 * PerformanceObserver('longtask') as a check), their durations, the blocking time (each task's time beyond 50 ms,
 * summed, from the navigation and from the first contentful paint on, as Lighthouse's TBT counts it) and the
 * serialized loader data in the HTML. Then one more run with V8's sampling profiler on (kept out of the medians:
 * sampling slows the page) breaks each long task down: what started it, its self time by kind (script, compile,
 * style and layout, GC) and its top functions and modules.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { pageTouchMicros } from './lib/run-info.ts';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/chromium-flags.ts';
import { pagePaths } from './lib/catalogue-targets.ts';
import { attribute, profileSamples } from './lib/cpu-attribution.ts';
import { clientDir } from './lib/first-load.ts';
import { tracePage } from './lib/page-trace.ts';
import { startStore, stopStore, type StoreServer } from './lib/server-process.ts';
import {
  blockingMs,
  breakdown,
  firstContentfulPaintMs,
  LONG_TASK_MS,
  mainThreadOf,
  topLevelTasks,
  type TraceEvent,
} from './lib/trace-tasks.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    rate: { type: 'string', default: '4' },
    pages: { type: 'string' },
    english: { type: 'boolean' },
    hindi: { type: 'boolean' },
    data: { type: 'string' },
    json: { type: 'boolean' },
    'no-attribution': { type: 'boolean' },
    baseline: { type: 'string' },
  },
});
const runs = Number(values.runs);
const rate = Number(values.rate);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (x: number) => `${Math.round(x)} ms`;

async function urls(base: string): Promise<Record<string, string>> {
  const paths = await pagePaths(base);
  const english: Record<string, string> = {
    Home: `${base}${paths.Home}`,
    Category: `${base}${paths.Category}`,
    Product: `${base}${paths.Product}`,
    Search: `${base}/search?q=lipstick`,
  };
  const wanted = values.pages?.split(',');
  const all: Record<string, string> = {};
  for (const [page, url] of Object.entries(english)) {
    if (wanted && !wanted.includes(page)) continue;
    if (!values.hindi) all[page] = url;
    if (!values.english) all[`${page} hi`] = url.replace(base, `${base}/hi`).replace(/\/hi\/$/, '/hi');
  }
  return all;
}

/** The HTML's size and the part of it that is serialized loader data (React Router's turbo-stream scripts). */
async function htmlSizes(url: string) {
  const html = await (await fetch(url)).text();
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const loaderData = scripts
    .filter((s) => s.includes('streamController') || s.includes('__reactRouterContext'))
    .reduce((sum, s) => sum + Buffer.byteLength(s), 0);
  return { htmlBytes: Buffer.byteLength(html), loaderDataBytes: loaderData };
}

type Run = {
  fcpMs: number;
  long: { startMs: number; durationMs: number }[];
  tbtMs: number;
  tbtAfterFcpMs: number;
  observedLong: number;
};

function measure(events: TraceEvent[], url: string, observed: { durationMs: number }[]) {
  const { pid, tid, navigationTs } = mainThreadOf(events, url);
  const tasks = topLevelTasks(events, pid, tid, navigationTs);
  const fcpMs = firstContentfulPaintMs(events, pid, navigationTs);
  const long = tasks.filter((t) => t.durationMs > LONG_TASK_MS);
  const run: Run = {
    fcpMs,
    long: long.map((t) => ({ startMs: t.startMs, durationMs: t.durationMs })),
    tbtMs: blockingMs(tasks),
    tbtAfterFcpMs: blockingMs(tasks.filter((t) => t.startMs >= fcpMs)),
    observedLong: observed.filter((t) => t.durationMs > LONG_TASK_MS).length,
  };
  return { run, pid, tid, long };
}

type Store = { label: string; server: StoreServer; dataDir: string; ownData: boolean; pages: Record<string, string> };

async function startOne(label: string, webBuildDir?: string): Promise<Store> {
  // A given data folder is used in place; a baseline always gets its own (two stores cannot share one database).
  const ownData = !values.data || webBuildDir !== undefined;
  const dataDir = ownData ? mkdtempSync(join(tmpdir(), 'shringar-hydration-')) : values.data!;
  const server = await startStore({
    DATA_DIR: dataDir,
    UPLOAD_DIR: join(dataDir, 'uploads'),
    ...(webBuildDir ? { WEB_BUILD_DIR: webBuildDir } : {}),
  });
  const pages = await urls(server.base);
  // One visit first, so no run measures the first render of a page on the server.
  for (const url of Object.values(pages)) await (await fetch(url)).text();
  return { label, server, dataDir, ownData, pages };
}

function summarize(
  label: string,
  page: string,
  url: string,
  each: Run[],
  sizes: Awaited<ReturnType<typeof htmlSizes>>,
) {
  return {
    build: label,
    page,
    path: new URL(url).pathname + new URL(url).search,
    runs: each.length,
    longTasks: median(each.map((r) => r.long.length)),
    longTaskCounts: each.map((r) => r.long.length),
    observedLongTasks: median(each.map((r) => r.observedLong)),
    maxTaskMs: median(each.map((r) => Math.max(0, ...r.long.map((t) => t.durationMs)))),
    tbtMs: median(each.map((r) => r.tbtMs)),
    tbtAfterFcpMs: median(each.map((r) => r.tbtAfterFcpMs)),
    fcpMs: median(each.map((r) => r.fcpMs)),
    durations: each.map((r) => r.long.map((t) => Math.round(t.durationMs))),
    ...sizes,
    loadAverage: loadavg()[0]!.toFixed(1),
  };
}

function printSummary(s: ReturnType<typeof summarize>) {
  console.log(
    `${s.page.padEnd(11)} ${s.build.padEnd(6)} long tasks ${s.longTasks} (runs ${s.longTaskCounts.join('/')}; observer ${s.observedLongTasks})  max ${ms(s.maxTaskMs)}  TBT ${ms(s.tbtMs)} (after FCP ${ms(s.tbtAfterFcpMs)})  FCP ${ms(s.fcpMs)}  HTML ${(s.htmlBytes / 1024).toFixed(1)} kB, loader data ${(s.loaderDataBytes / 1024).toFixed(1)} kB  load ${s.loadAverage}\n` +
      `                   long tasks each run (ms): ${s.durations.map((d) => `[${d.join(', ')}]`).join(' ')}`,
  );
}

async function attributedRun(browser: Browser, url: string) {
  const { events, observed } = await tracePage(browser, url, { rate, profile: true });
  const { pid, tid, long } = measure(events, url, observed);
  const profile = profileSamples(events, pid, tid);
  return long.map((task) => {
    const { startedBy, kinds } = breakdown(events, pid, tid, task);
    const { functions, modules } = attribute(profile, task, join(clientDir, 'assets'));
    return { startMs: task.startMs, durationMs: task.durationMs, startedBy, kinds, functions, modules };
  });
}

function printAttribution(tasks: Awaited<ReturnType<typeof attributedRun>>) {
  const list = (xs: [string, number][]) => xs.map(([k, v]) => `${k} ${v.toFixed(1)}`).join('; ');
  console.log(`                   attributed run (profiler on): ${tasks.length} long task(s)`);
  for (const t of tasks) {
    console.log(`                   • at ${ms(t.startMs)}: ${ms(t.durationMs)}, started by ${t.startedBy}`);
    console.log(`                       kinds: ${list(t.kinds)}`);
    console.log(`                       modules: ${list(t.modules)}`);
    console.log(`                       functions: ${list(t.functions)}`);
  }
}

async function main() {
  const stores: Store[] = [await startOne('after')];
  if (values.baseline) stores.push(await startOne('before', values.baseline));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const report: Record<string, unknown>[] = [];
  try {
    for (const page of Object.keys(stores[0]!.pages)) {
      // With a baseline, the two builds take turns run by run, so both see the machine as it was.
      const each = new Map<Store, Run[]>(stores.map((s) => [s, []]));
      for (let i = 0; i < runs; i++)
        for (const store of stores) {
          const url = store.pages[page]!;
          const { events, observed } = await tracePage(browser, url, { rate, profile: false });
          each.get(store)!.push(measure(events, url, observed).run);
        }
      for (const store of stores) {
        const url = store.pages[page]!;
        const row: Record<string, unknown> = summarize(store.label, page, url, each.get(store)!, await htmlSizes(url));
        if (!values.json) printSummary(row as ReturnType<typeof summarize>);
        // The current build only: the baseline's own attribution is a run of this command at its commit.
        if (!values['no-attribution'] && store === stores[0]) {
          row.attributed = await attributedRun(browser, url);
          if (!values.json) printAttribution(row.attributed as Awaited<ReturnType<typeof attributedRun>>);
        }
        report.push(row);
      }
    }
  } finally {
    await browser.close();
    for (const store of stores) {
      await stopStore(store.server);
      if (store.ownData) rmSync(store.dataDir, { recursive: true, force: true });
    }
  }
  const meta = {
    date: new Date().toISOString(),
    loadAverage: loadavg()[0]!.toFixed(1),
    runs,
    cpuSlowdown: rate,
    pageTouchMicros: pageTouchMicros(),
  };
  if (values.json) console.log(JSON.stringify({ ...meta, pages: report }, null, 2));
  else
    console.log(
      `${meta.date}, load average ${meta.loadAverage}, median of ${runs} runs, CPU ${rate}× slower, first touch of memory ${meta.pageTouchMicros} µs a page`,
    );
}

await main();

import type { Browser } from 'playwright-core';
import type { TraceEvent } from './trace-tasks.ts';

/** A phone as Lighthouse's mobile run emulates it (Moto G Power: 412 × 823 CSS px at 1.75×, touch). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** The main thread's tasks and what they ran; the sampling profiler's category only when attributing. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
];
const PROFILER = 'disabled-by-default-v8.cpu_profiler';

/** How long the main thread must have run no long task, after the PWA's start (root.tsx: load + 2 s), to stop. */
const QUIET_MS = 2000;
const PWA_DELAY_MS = 2000;
/**
 * A page whose main thread never rests that long (the home banner turns every 6 s; on a loaded machine each turn
 * may be a long task) is measured up to this long after the PWA's start.
 */
const LONGEST_WATCH_MS = 10_000;
const MAX_WAIT_MS = 60_000;
const POLL_MS = 250;

export type PageTrace = {
  events: TraceEvent[];
  /** The page's own PerformanceObserver('longtask') entries, ms from navigation. */
  observed: LongTask[];
};

type LongTask = { startMs: number; durationMs: number };

/**
 * In the page from its first script on: every long task the page itself observes, and a check four times a
 * second (a few microseconds each) that calls back once the page is idle: hydrated (the root layout's mark),
 * loaded, the PWA's deferred start past, and no long task for QUIET_MS (or LONGEST_WATCH_MS past that start). The page calls out, so nothing is
 * evaluated in it while it is measured.
 */
const WATCH_PAGE = `(() => {
  const longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push({ startMs: e.startTime, durationMs: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = setInterval(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    if (document.documentElement.dataset.hydrated !== 'true' || !nav || !(nav.loadEventEnd > 0)) return;
    const last = longTasks.reduce((end, t) => Math.max(end, t.startMs + t.durationMs), 0);
    const settled = nav.loadEventEnd + ${PWA_DELAY_MS};
    const quiet = performance.now() - Math.max(last, settled) >= ${QUIET_MS};
    if (!quiet && performance.now() < settled + ${LONGEST_WATCH_MS}) return;
    clearInterval(check);
    window.__hydrationIdle(longTasks);
  }, ${POLL_MS});
})();`;

/**
 * Opens `url` in a fresh context (cold HTTP cache) at a phone's size with the CPU slowed `rate` times, and traces
 * the renderer from the navigation until the page is idle: hydrated, network quiet, the deferred PWA start done,
 * and no long task for QUIET_MS.
 */
export async function tracePage(
  browser: Browser,
  url: string,
  opts: { rate: number; profile: boolean; withoutImages?: boolean },
): Promise<PageTrace> {
  const context = await browser.newContext(PHONE);
  try {
    let idle!: (longTasks: LongTask[]) => void;
    const idled = new Promise<LongTask[]>((resolve) => (idle = resolve));
    await context.exposeBinding('__hydrationIdle', (_source, longTasks: LongTask[]) => idle(longTasks));
    await context.addInitScript({ content: WATCH_PAGE });
    // Without images, what is left is the page's own work (the demo store's pictures are SVG, drawn on the main thread).
    if (opts.withoutImages) await context.route(/\.(svg|png|jpe?g|webp|avif)(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    // The store's origin first, so the measured navigation stays in the renderer the throttling is set on.
    await page.goto(new URL('/robots.txt', url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.rate });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        recordMode: 'recordAsMuchAsPossible',
        includedCategories: opts.profile ? [...CATEGORIES, PROFILER] : CATEGORIES,
      },
    });
    await page.goto(url, { waitUntil: 'load', timeout: MAX_WAIT_MS });
    let timer: NodeJS.Timeout | undefined;
    const observed = await Promise.race([
      idled,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${url} was not idle within ${MAX_WAIT_MS} ms`)), MAX_WAIT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    await page.waitForLoadState('networkidle', { timeout: MAX_WAIT_MS });
    await cdp.send('Tracing.end');
    await complete;
    return { events, observed };
  } finally {
    await context.close();
  }
}

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: an answer from memory takes a millisecond, a busy checkout a second or more. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.25, 1, 5, 15, 60, 300];

import type { CacheRegistry } from '../caches.ts';

/**
 * What this process counts for Prometheus (served at /metrics, plugins/metrics.ts): requests by route and
 * status with their durations, orders placed, job runs and their lag, cache hits and misses, and Node's own
 * figures. One registry per app, so tests that build several apps never share counts. Scrape-time figures
 * (database connections, overdue jobs) are added by the plugin with gauges whose collect() asks the database.
 */
export class StoreMetrics {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'shringar_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  private readonly requestSeconds = new Histogram({
    name: 'shringar_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  private readonly orders = new Counter({
    name: 'shringar_orders_placed_total',
    help: 'Orders placed (online drafts included), by payment methods.',
    labelNames: ['payment'] as const,
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'shringar_job_runs_total',
    help: 'Background job runs in this process, by job and outcome (ok or failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly jobSeconds = new Histogram({
    name: 'shringar_job_duration_seconds',
    help: 'How long a background job run took, by job.',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  private readonly jobLag = new Gauge({
    name: 'shringar_job_start_lag_seconds',
    help: 'How late the last run of each job in this process started after it was due.',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  private caches: CacheRegistry | undefined;

  private readonly cacheLookups = new Counter({
    name: 'shringar_cache_lookups_total',
    help: 'Lookups of each in-memory cache (lib/caches.ts) by result (hit or miss), since the process started.',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
    collect: () => {
      this.cacheLookups.reset();
      for (const c of this.caches?.figures() ?? []) {
        this.cacheLookups.inc({ cache: c.name, result: 'hit' }, c.hits);
        this.cacheLookups.inc({ cache: c.name, result: 'miss' }, c.misses);
      }
    },
  });

  private readonly cacheSizes = new Gauge({
    name: 'shringar_cache_size',
    help: 'What each in-memory cache (lib/caches.ts) holds now: entries, or bytes where its bound is in bytes.',
    labelNames: ['cache'] as const,
    registers: [this.registry],
    collect: () => {
      this.cacheSizes.reset();
      for (const c of this.caches?.figures() ?? []) this.cacheSizes.set({ cache: c.name }, c.size);
    },
  });

  /** processFigures: Node's own (off in tests, which build many apps in one process). */
  constructor(opts: { processFigures?: boolean } = {}) {
    // CPU, memory, event loop lag, heap and GC: what to look at first when a process is slow.
    if (opts.processFigures) collectDefaultMetrics({ register: this.registry, prefix: 'shringar_' });
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.requestSeconds.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
  }

  orderPlaced(paymentMethods: readonly string[]): void {
    this.orders.inc({ payment: [...paymentMethods].sort().join('+') || 'none' });
  }

  jobRun(job: string, outcome: 'ok' | 'failed', seconds: number, lagSeconds: number): void {
    this.jobRuns.inc({ job, outcome });
    this.jobSeconds.observe({ job }, seconds);
    this.jobLag.set({ job }, Math.max(0, lagSeconds));
  }

  /** The caches whose sizes, hits and misses /metrics lists (the store's registry, process-wide ones included). */
  watchCaches(caches: CacheRegistry): void {
    this.caches = caches;
  }
}

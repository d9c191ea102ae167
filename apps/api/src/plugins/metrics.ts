import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import { isLoopbackHost } from '../config.ts';
import type { AppContext } from '../context.ts';
import { type DatabaseHandle, rows } from '../db/client.ts';

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a Bearer token; without it, a scraper on this
 * machine connecting directly. A request through a proxy on this machine (nginx) also arrives from loopback,
 * so one carrying a proxy's forwarding header is refused: the store's own address space is not the internet's.
 */
function mayRead(ctx: AppContext, request: FastifyRequest): boolean {
  const token = ctx.config.METRICS_TOKEN;
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  const direct = PROXY_HEADERS.every((h) => request.headers[h] === undefined);
  return direct && isLoopbackHost(request.socket.remoteAddress ?? '');
}

/** A scrape waits this long at most for the database's figures; longer, the database counts as down. */
const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

/** Figures read from the database at scrape time: this process's connections, and jobs overdue store-wide. */
function registerScrapeTimeFigures(ctx: AppContext, database: DatabaseHandle): void {
  const registers = [ctx.metrics.registry];
  // prom-client collects every figure of a scrape at once, so the three gauges share one read of the database.
  let reading: Promise<void> | null = null;
  const refresh = () => (reading ??= read().finally(() => (reading = null)));
  const up = new Gauge({
    name: 'shringar_database_up',
    help: '1 when the database answered this scrape within two seconds.',
    registers,
    collect: refresh,
  });
  const overdue = new Gauge({
    name: 'shringar_job_overdue_seconds',
    help: 'How long each free job has been due without a runner taking it (0 when not due), store-wide.',
    labelNames: ['job'] as const,
    registers,
    collect: refresh,
  });
  const connections = new Gauge({
    name: 'shringar_db_pool_connections',
    help: "This process's PostgreSQL connections by state (active, idle, idle in transaction).",
    labelNames: ['state'] as const,
    registers,
    collect: refresh,
  });
  const poolMax = new Gauge({
    name: 'shringar_db_pool_max',
    help: 'The most connections this process opens (DB_POOL_SIZE).',
    registers,
  });
  if (database.poolSize) poolMax.set(database.poolSize);

  const query = async () => {
    const jobs = await rows<{ name: string; overdue: number }>(
      ctx.db,
      sql`select name, greatest(0, extract(epoch from (now() - run_at)))::float8 as overdue
          from job_schedules where lease_owner is null or lease_expires_at <= now()`,
    );
    const states = database.applicationName
      ? await rows<{ state: string | null; n: number }>(
          ctx.db,
          sql`select state, count(*)::int as n from pg_stat_activity
              where application_name = ${database.applicationName} group by state`,
        )
      : null;
    return { jobs, states };
  };
  async function read(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SCRAPE_QUERY_TIMEOUT_MS)));
    const answer = await Promise.race([query().catch(() => null), late]).finally(() => clearTimeout(timer));
    overdue.reset();
    connections.reset();
    if (!answer) return void up.set(0);
    up.set(1);
    for (const job of answer.jobs) overdue.set({ job: job.name }, Number(job.overdue));
    for (const s of answer.states ?? []) connections.set({ state: s.state ?? 'unknown' }, Number(s.n));
  }
}

/**
 * Prometheus figures for this process at GET /metrics (text exposition format), and the request figures
 * every answer adds to. Outside /api/v4 on purpose: it is for the operator's monitoring, not for shoppers or
 * the typed client, and it is not load-shed (a scrape during an overload is when it matters).
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext, database: DatabaseHandle): void {
  registerScrapeTimeFigures(ctx, database);
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (/api/v4/products/:id), never the raw URL: one series per route, not per product.
    const route = request.routeOptions.url ?? 'unmatched';
    ctx.metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(ctx, request)) return reply.status(404).type('text/plain').send('Not found');
    const text = await ctx.metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(ctx.metrics.registry.contentType).send(text);
  });
}

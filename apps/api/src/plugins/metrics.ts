import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import type { AppContext } from '../context.ts';
import { type DatabaseHandle, rows } from '../db/client.ts';

/**
 * Who may read /metrics on the store's own port: whoever sends METRICS_TOKEN as a Bearer token, nobody without
 * one. A loopback address proves nothing there (a proxy on this machine, nginx or any other, connects from
 * loopback for every client); a scraper without the token reads METRICS_PORT's socket (metricsListener).
 */
function mayRead(ctx: AppContext, request: FastifyRequest): boolean {
  const token = ctx.config.METRICS_TOKEN;
  if (!token) return false;
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
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

/**
 * The scraper's own socket (METRICS_PORT on METRICS_HOST, loopback by default): GET /metrics without a token,
 * nothing else. Only who can connect to that address reads it; the store's port never serves it without the token.
 */
export async function metricsListener(ctx: AppContext, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    ctx.metrics.registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': ctx.metrics.registry.contentType, 'cache-control': 'no-store' })
          .end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number };

/**
 * Closed-loop load with autocannon (each connection sends its next request when the last answered): the
 * maximum throughput at that concurrency and the latency it costs. Bounded, 127.0.0.1 only.
 */
export async function load(url: string, opts: { connections: number; seconds: number }): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

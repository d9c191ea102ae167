import autocannon from 'autocannon';

/** One thing to load: a URL with its headers, and how to read the CPU its server (and database) has used. */
export type Target = {
  store: string;
  endpoint: 'list' | 'detail' | 'ceiling';
  url: string;
  headers: Record<string, string>;
  cpuMs?: () => Promise<number>;
};

export type Measured = {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  /** Latency samples in the histogram: with the coordinated-omission correction, many more than requests. */
  samples: number;
  errors: number;
  /** Answers by HTTP status, and failures without one (connection refused or reset) by message. */
  statuses: Record<string, number>;
  /** CPU (server process tree and its database backends) per answered request, ms. */
  cpuMsPerRequest?: number;
};

async function cannon(target: Target, opts: Partial<autocannon.Options>): Promise<Measured> {
  const before = await target.cpuMs?.();
  const failures: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        // Both stores compress when asked, as a browser asks.
        headers: { 'accept-encoding': 'gzip', ...target.headers },
        ...opts,
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('reqError', (err: Error) => {
      const key = (err as { code?: string }).code ?? err.message;
      failures[key] = (failures[key] ?? 0) + 1;
    });
  });
  const after = await target.cpuMs?.();
  const requests = result.requests.total;
  return {
    // Successful answers over the run's length: failures never count as throughput.
    rps: result['2xx'] / result.duration,
    requests,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // totalCount is in autocannon 9's result, not in its typings.
    samples: (result.latency as unknown as { totalCount: number }).totalCount,
    errors: result.errors + result.non2xx + result.timeouts,
    statuses: {
      ...Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0])),
      ...failures,
    },
    ...(before !== undefined && after !== undefined && requests > 0
      ? { cpuMsPerRequest: (after - before) / requests }
      : {}),
  };
}

/** Closed loop (each connection sends its next request when the last is answered): maximum req/s. */
export const closedLoop = (target: Target, connections: number, seconds: number) =>
  cannon(target, { connections, duration: seconds });

/**
 * Open loop at a fixed overall rate. Autocannon 9 corrects for coordinated omission by default with an expected
 * interval of Math.ceil(1 / per-connection rate) = 1 ms (lib/run.js), so a response of N ms adds about N
 * synthetic samples between 1 and N ms: a slow server's corrected p50 falls to about half its real one.
 * `ignoreCoordinatedOmission` keeps only the real samples. Both are reported.
 */
export const fixedRate = (target: Target, rate: number, seconds: number, ignoreCoordinatedOmission: boolean) =>
  cannon(target, { connections: 10, duration: seconds, overallRate: rate, ignoreCoordinatedOmission });

/**
 * Waits until a server is idle again (under 5 % of a core over half a second, at most 30 s): a closed loop
 * against a slow server leaves requests queued in it when the load stops, and their CPU must not fall into the
 * next measurement.
 */
export async function settle(target: Target) {
  if (!target.cpuMs) return;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const before = await target.cpuMs();
    await new Promise((r) => setTimeout(r, 500));
    if ((await target.cpuMs()) - before < 25) return;
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

export type RateResult = {
  /** Requests answered per second (the rate held, if the store kept up). */
  rps: number;
  p50: number;
  p99: number;
  errors: number;
};

/**
 * autocannon at a fixed overall rate (`overallRate`), the path of each request from `nextPath`. Note what that
 * is: each connection sends its quota for the second back to back from the start of the second and then waits
 * (autocannon 9, lib/httpClient.js), so the latency is that of `connections` requests at once, not of evenly
 * spaced ones; and its correction for coordinated omission assumes a 1 ms interval, adding about one synthetic
 * sample per millisecond of each answer, which pulls the "corrected" percentiles *below* the real ones
 * (../shared/peers/medusa/REPORT.md, caveat 2). Both are reported as the issue asks; `evenlySpaced` below is the
 * fixed-rate figure to read. Bounded, 127.0.0.1 only.
 */
export async function fixedRate(
  base: string,
  nextPath: () => string,
  opts: { rate: number; seconds: number; connections?: number; ignoreCoordinatedOmission?: boolean },
): Promise<RateResult> {
  const result = await autocannon({
    url: base,
    connections: opts.connections ?? Math.max(10, Math.ceil(opts.rate / 50)),
    duration: opts.seconds,
    overallRate: opts.rate,
    ignoreCoordinatedOmission: opts.ignoreCoordinatedOmission ?? false,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! * 10) / 10 : NaN;

/** One GET read to its end; false on an error status or a failed connection. */
function get(agent: Agent, url: URL, headers: Record<string, string>, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers, timeout: timeoutMs }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve((res.statusCode ?? 500) < 400));
      res.on('error', () => resolve(false));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(false));
    req.end();
  });
}

/**
 * Open-loop load: request i is sent at start + i / rate, whether or not the ones before it have been answered
 * (as shoppers arrive), and its latency is counted from that due time, so a stall in the store (or in this
 * process) counts for every request it held up: no coordinated omission and no bursts. Bounded, 127.0.0.1 only.
 */
export async function evenlySpaced(
  base: string,
  nextPath: () => string,
  opts: { rate: number; seconds: number; timeoutMs?: number },
): Promise<RateResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const headers = { 'accept-encoding': 'gzip' };
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  let errors = 0;
  const answers: Promise<void>[] = [];
  const start = performance.now() + 20;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    answers.push(
      get(agent, new URL(nextPath(), base), headers, opts.timeoutMs ?? 10_000).then((ok) => {
        if (ok) latencies.push(performance.now() - due);
        else errors++;
      }),
    );
  }
  await Promise.all(answers);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsedS,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
  };
}

/**
 * The same fixed rate three ways: autocannon corrected and uncorrected (as the issue asks), and evenly spaced
 * (the figure that means what "p50/p99 at N req/s" says).
 */
export async function fixedRateAll(
  base: string,
  nextPath: () => string,
  opts: { rate: number; seconds: number; connections?: number },
): Promise<{ corrected: RateResult; uncorrected: RateResult; spaced: RateResult }> {
  const corrected = await fixedRate(base, nextPath, opts);
  const uncorrected = await fixedRate(base, nextPath, { ...opts, ignoreCoordinatedOmission: true });
  const spaced = await evenlySpaced(base, nextPath, opts);
  return { corrected, uncorrected, spaced };
}

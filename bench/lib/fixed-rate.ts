import autocannon from 'autocannon';

export type RateResult = {
  /** Requests answered per second (the rate held, if the store kept up). */
  rps: number;
  p50: number;
  p99: number;
  errors: number;
};

/**
 * Open-loop load with autocannon at a fixed overall rate (`overallRate`), the path of each request from
 * `nextPath`. Autocannon corrects latencies for coordinated omission by default (a request that could not be
 * sent on time counts its wait); `ignoreCoordinatedOmission` gives the uncorrected figures. Bounded,
 * 127.0.0.1 only.
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

/** The same load both ways: corrected for coordinated omission, then as autocannon saw it. */
export async function fixedRateBoth(
  base: string,
  nextPath: () => string,
  opts: { rate: number; seconds: number; connections?: number },
): Promise<{ corrected: RateResult; uncorrected: RateResult }> {
  const corrected = await fixedRate(base, nextPath, opts);
  const uncorrected = await fixedRate(base, nextPath, { ...opts, ignoreCoordinatedOmission: true });
  return { corrected, uncorrected };
}

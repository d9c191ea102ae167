import { machine, stamp } from '../lib/run-info.ts';
import type { Measured } from './measure.ts';

type Result = {
  store: string;
  endpoint: 'list' | 'detail' | 'ceiling';
  bytes: number;
  max: Measured[];
  maxRps: number;
  rate: number;
  fixed: { corrected: Measured; raw: Measured };
};

const BUDGET = { list: 100, detail: 30 } as const;
const ANSWER = {
  ceiling: 'small JSON',
  list: '24 products, page 2',
  detail: 'one product',
} as const;

const n = (x: number, digits = 0) =>
  x.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const cpu = (ms?: number) => (ms === undefined ? '—' : ms < 1 ? ms.toFixed(2) : ms.toFixed(1));
const errs = (ms: Measured[]) => ms.reduce((sum, m) => sum + m.errors, 0);
/** What went wrong in a run, if anything: answers that were not 200 and failures without an answer. */
const failed = (ms: Measured[]) => {
  const counts: Record<string, number> = {};
  for (const m of ms)
    for (const [k, v] of Object.entries(m.statuses)) if (k !== '200') counts[k] = (counts[k] ?? 0) + v;
  const text = Object.entries(counts)
    .map(([k, v]) => `${k} ×${v}`)
    .join(', ');
  return errs(ms) ? ` errors ${errs(ms)}${text ? ` (${text})` : ''}` : '';
};

/** The tables (markdown, to paste into bench/README.md) and the ratios against the budget. */
export function printReport(run: {
  results: Result[];
  connections: number;
  seconds: number;
  rounds: number;
  fixedSeconds: number;
  medusaDisk: number;
  steps: { name: string; seconds: number }[];
}) {
  const { results } = run;
  const bare = results.find((r) => r.endpoint === 'ceiling')!;
  const medusa = (endpoint: string) => results.find((r) => r.store === 'Medusa' && r.endpoint === endpoint)!;
  const medianCpu = (r: Result) => {
    const values = r.max.map((m) => m.cpuMsPerRequest).filter((v): v is number => v !== undefined);
    return values.length ? values.sort((a, b) => a - b)[values.length >> 1] : undefined;
  };
  console.log(`\n## bench:peers, ${machine()}, finished ${stamp()}\n`);
  console.log(
    `Maximum throughput: autocannon closed loop, ${run.connections} connections, ${run.seconds} s, ${run.rounds} ` +
      `interleaved rounds (median; each round in brackets). CPU: the server's processes and its PostgreSQL ` +
      `backends, per answered request (median).\n`,
  );
  console.log(
    '| store | answer | bytes | max req/s (rounds) | p50 / p99 ms | CPU ms per request | ÷ Medusa | ÷ bare node:http |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const mid = r.max[r.max.length >> 1]!;
    const vsMedusa = r.endpoint === 'ceiling' ? '—' : `${n(r.maxRps / medusa(r.endpoint).maxRps, 1)}×`;
    console.log(
      `| ${r.store} | ${ANSWER[r.endpoint]} | ${n(r.bytes)} | ${n(r.maxRps, 1)} (${r.max.map((m) => n(m.rps, 1)).join(', ')}) | ` +
        `${mid.p50} / ${mid.p99} | ${cpu(medianCpu(r))} | ${vsMedusa} | ${(r.maxRps / bare.maxRps).toFixed(4)} |` +
        failed(r.max),
    );
  }
  console.log(
    `\nFixed rate: autocannon overallRate, 10 connections, ${run.fixedSeconds} s, at half of Medusa's maximum for ` +
      `that answer (a rate it can hold), the same rate for every store. Corrected: autocannon's default ` +
      `coordinated-omission correction (1 ms expected interval: a response of N ms adds ~N samples). ` +
      `Raw: ignoreCoordinatedOmission.\n`,
  );
  console.log('| store | answer | rate | req/s held | corrected p50 / p99 ms (samples) | raw p50 / p99 ms (samples) |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    const { corrected: c, raw } = r.fixed;
    console.log(
      `| ${r.store} | ${ANSWER[r.endpoint]} | ${r.rate} | ${n(raw.rps, 1)} | ${c.p50} / ${c.p99} (${n(c.samples)}) | ` +
        `${raw.p50} / ${raw.p99} (${n(raw.samples)}) |` +
        failed([c, raw]),
    );
  }
  console.log("\nBudget (issue 12): Shringar ≥ 100× Medusa's req/s on the list, ≥ 30× on the detail, same run.\n");
  for (const endpoint of ['list', 'detail'] as const) {
    for (const r of results.filter((x) => x.endpoint === endpoint && x.store.startsWith('Shringar'))) {
      const ratio = r.maxRps / medusa(endpoint).maxRps;
      const ours = medianCpu(r);
      const theirs = medianCpu(medusa(endpoint));
      console.log(
        `- ${endpoint}, ${r.store}: ${n(r.maxRps, 1)} ÷ ${n(medusa(endpoint).maxRps, 1)} req/s = ${n(ratio, 1)}× ` +
          `(budget ${BUDGET[endpoint]}×: ${ratio >= BUDGET[endpoint] ? 'met' : 'MISSED'})` +
          (ours && theirs ? `; CPU per request ${n(theirs / ours, 1)}× less than Medusa's` : ''),
      );
    }
  }
  console.log(
    `\nPreparation (wall time at this load): ${run.steps.map((s) => `${s.name} ${s.seconds.toFixed(0)} s`).join('; ')}. ` +
      `Medusa's folder: ${n(run.medusaDisk)} MB.`,
  );
}

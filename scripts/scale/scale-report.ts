import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './scale-env.ts';

export type Check = { name: string; ok: boolean; lines: string[] };
export type PhaseFigures = {
  name: string;
  processes: number;
  seconds: number;
  requests: number;
  orders: number;
  errors: number;
  latencies: number[];
};
export type ScaleReport = {
  date: string;
  cores: number;
  load: number[];
  seconds: number;
  phases: PhaseFigures[];
  checks: Check[];
  killed: { restartMs: number };
};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;
};

function phaseTable(r: ScaleReport): string[] {
  const [one, three] = r.phases;
  const ratio = one && three ? three.requests / three.seconds / (one.requests / one.seconds) : 0;
  const rows = r.phases.map(
    (p) =>
      `| ${p.name} | ${(p.requests / p.seconds).toFixed(1)} | ${(p.orders / p.seconds).toFixed(2)} | ${quantile(p.latencies, 0.5)} / ${quantile(p.latencies, 0.99)} | ${p.errors} |`,
  );
  return [
    '| phase (12 shoppers, closed loop, through nginx) | requests/s | orders/s | latency p50 / p99 (ms) | failed requests |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    `Three processes ÷ one: **${ratio.toFixed(2)}×** requests/s.`,
  ];
}

function checkLines(r: ScaleReport): string[] {
  return r.checks.flatMap((c) => [`- ${c.ok ? 'PASS' : 'FAIL'} — ${c.name}`, ...c.lines.map((l) => `  - ${l}`)]);
}

export function printReport(r: ScaleReport) {
  console.log(
    [
      '',
      `Scale test ${r.date}: ${r.cores} cores, load average ${r.load[0]!.toFixed(1)} at the start and ${r.load[1]!.toFixed(1)} at the end, ${r.seconds.toFixed(0)} s`,
      '',
      ...phaseTable(r),
      `Killed web process and worker back and healthy after ${r.killed.restartMs} ms.`,
      '',
      ...checkLines(r),
      '',
    ].join('\n'),
  );
}

const START = '<!-- scale-test:start -->';
const END = '<!-- scale-test:end -->';

/** Replaces (or adds) bench/README.md's scale-test section with this run's figures. */
export function writeReadme(r: ScaleReport) {
  const file = join(REPO, 'bench', 'README.md');
  const text = readFileSync(file, 'utf8');
  const section = [
    START,
    `### Run of ${r.date.slice(0, 16).replace('T', ' ')} UTC, load average ${r.load[0]!.toFixed(1)} → ${r.load[1]!.toFixed(1)} on ${r.cores} cores`,
    '',
    ...phaseTable(r),
    '',
    `The killed web process and the worker were back and healthy ${(r.killed.restartMs / 1000).toFixed(1)} s after the kill.`,
    '',
    ...checkLines(r),
    END,
  ].join('\n');
  const at = text.indexOf(START);
  const next =
    at >= 0
      ? text.slice(0, at) + section + text.slice(text.indexOf(END) + END.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}

import { cpus, loadavg } from 'node:os';

/** The machine and its load at this moment: printed beside every figure (shared 2-core machines drift). */
export const machine = () => `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`;
export const load1 = () => loadavg()[0]!.toFixed(1);
export const stamp = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load ${load1()}`;

export function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
}

/**
 * What the host charges for memory the first time it is touched: µs per 4 KiB page, the median of five 128 MiB
 * buffers written one byte a page. A browser builds a page's documents, styles and layout in fresh memory, so on
 * a host where this is slow (17-19 µs seen on one machine kind here, against well under 1 µs on ordinary Linux)
 * Chromium's style, layout and paint run several times slower while Node's request handling hardly changes, and
 * Lighthouse's TBT (the trace's tasks × its 4× CPU factor) rises with it. Printed beside browser figures.
 */
export function pageTouchMicros(): number {
  const PAGE = 4096;
  const BYTES = 128 << 20;
  const once = () => {
    const start = process.hrtime.bigint();
    const buffer = Buffer.allocUnsafeSlow(BYTES);
    for (let i = 0; i < BYTES; i += PAGE) buffer[i] = 1;
    return Number(process.hrtime.bigint() - start) / 1e3 / (BYTES / PAGE);
  };
  const samples = Array.from({ length: 5 }, once).sort((a, b) => a - b);
  return Math.round(samples[2]! * 100) / 100;
}

import { cpus, loadavg } from 'node:os';

/** The machine and its load at this moment: printed beside every figure (shared 2-core machines drift). */
export const machine = () => `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`;
export const load1 = () => loadavg()[0]!.toFixed(1);
export const stamp = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load ${load1()}`;

export function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
}

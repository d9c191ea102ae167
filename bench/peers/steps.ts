import { stamp } from '../lib/run-info.ts';

/** Each preparation step's wall time, printed as it ends and kept for the summary (what the command costs). */
export const stepTimes: { name: string; seconds: number }[] = [];

export async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  console.log(`${name} …`);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  stepTimes.push({ name, seconds });
  console.log(`${name}: ${seconds.toFixed(1)} s (${stamp()})`);
  return result;
}

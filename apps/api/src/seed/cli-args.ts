/** Arguments of `npm run seed`, apart from the command so tests can check them. */
const USAGE = 'Usage: npm run seed -- [--products N]   (N from 0 to 1000000, default 100000)';

/** `--products N` or `--products=N`; 100,000 when absent. */
export function parseProductCount(args: string[]): number {
  const i = args.findIndex((a) => a === '--products' || a.startsWith('--products='));
  if (i === -1) return 100_000;
  const raw = args[i]!.includes('=') ? args[i]!.split('=')[1] : args[i + 1];
  const n = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n > 1_000_000) throw new Error(USAGE);
  return n;
}

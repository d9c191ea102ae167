import { randomBytes } from 'node:crypto';
import { HashingWorkerPool } from '../../lib/hashing-worker-pool.ts';
import { processCaches } from '../../lib/caches.ts';

/**
 * argon2id with OWASP's minimum for it (19 MiB, 2 passes, 1 lane), in PHC string form so the parameters travel
 * with the hash and can be raised later without a migration. Computed on hashing threads
 * (lib/hashing-worker-pool.ts), never on the event loop.
 */
const PARAMETERS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

const pool = new HashingWorkerPool();

export function hashPassword(password: string): Promise<string> {
  return pool.run<string>({ op: 'hash', password, salt: randomBytes(16), parameters: PARAMETERS });
}

export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  try {
    return await pool.run<boolean>({ op: 'verify', password, hash });
  } catch {
    return false;
  }
}

let decoy: Promise<string> | null = null;
processCaches.register({
  name: 'decoy-hash',
  bound: 'one hash, made once',
  clearedBy: [],
  size: () => (decoy ? 1 : 0),
});

/**
 * Verifies against a throwaway hash: an unknown e-mail costs the same time as a wrong password, so timing does
 * not tell which addresses have accounts.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await passwordMatches(password, await decoy);
}

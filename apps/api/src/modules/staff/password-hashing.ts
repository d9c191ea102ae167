import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * argon2id with OWASP's minimum for it (19 MiB, 2 passes, 1 lane), in PHC string form so the parameters travel
 * with the hash and can be raised later without a migration. hash-wasm is WebAssembly: no native binding.
 */
const PARAMETERS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...PARAMETERS, password, salt: randomBytes(16), outputType: 'encoded' });
}

export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

let decoy: Promise<string> | null = null;

/**
 * Verifies against a throwaway hash: an unknown e-mail costs the same time as a wrong password, so timing does
 * not tell which addresses have accounts.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await passwordMatches(password, await decoy);
}

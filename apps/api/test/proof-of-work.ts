import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestApp } from './harness.ts';

/**
 * What a browser does on CHALLENGE_REQUIRED: fetch a challenge from the store as `ip` (for `phone`), solve it
 * with ALTCHA's own solver, and answer the `proofOfWork` to send with the retried call.
 */
export async function solvedProofOfWork(t: TestApp, ip: string, phone?: string): Promise<string> {
  const url = `/api/v4/auth/challenge${phone ? `?phoneNumber=${phone}` : ''}`;
  const res = await t.call({ method: 'GET', url, remoteAddress: ip });
  if (res.status !== 200) throw new Error(`challenge refused: ${res.status} ${JSON.stringify(res.body)}`);
  const challenge = res.body.data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

import { CHALLENGE_INVALID_MESSAGE } from '@shringar/contracts/auth-messages';
import { getSignInChallenge } from '@shringar/contracts/endpoints/auth';
import { ApiError } from '~/lib/api-error';
import { callApi } from '~/lib/call-api';

/** Longer than any challenge the store hands out takes a slow phone; past it the shopper is told to try again. */
const SOLVE_TIMEOUT_MS = 60_000;
/** A challenge can go stale between fetching and using it (the store got busier): one more, then give up. */
const MAX_CHALLENGES = 2;

const isChallengeAnswer = (err: unknown) =>
  err instanceof ApiError && (err.code === 'CHALLENGE_REQUIRED' || err.code === 'CHALLENGE_INVALID');

/**
 * Fetches a proof-of-work challenge for this phone and solves it in the browser with ALTCHA's solver (PBKDF2
 * through WebCrypto; the solver is loaded only now, so pages that never need it do not carry it).
 */
async function solveChallengeFor(phoneNumber: string): Promise<string> {
  const challenge = await callApi(getSignInChallenge, { query: { phoneNumber } });
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new ApiError(CHALLENGE_INVALID_MESSAGE, 400, 'CHALLENGE_INVALID');
  return btoa(JSON.stringify({ challenge, solution }));
}

/**
 * Makes a sign-in call; when the store answers that it needs a proof of work first (it does when this network,
 * this phone or the whole store is busier than normal), solves one and makes the call again with it.
 * `onSolving` says when the browser is working on one, for the page's status text.
 */
export async function withProofOfWork<T>(
  phoneNumber: string,
  call: (proofOfWork?: string) => Promise<T>,
  onSolving: (solving: boolean) => void,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isChallengeAnswer(err)) throw err;
  }
  for (let attempt = 1; ; attempt++) {
    onSolving(true);
    let proof: string;
    try {
      proof = await solveChallengeFor(phoneNumber);
    } finally {
      onSolving(false);
    }
    try {
      return await call(proof);
    } catch (err) {
      if (!isChallengeAnswer(err) || attempt >= MAX_CHALLENGES) throw err;
    }
  }
}

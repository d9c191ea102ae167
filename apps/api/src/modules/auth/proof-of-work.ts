import { createHmac, randomInt } from 'node:crypto';
import { CHALLENGE_INVALID_MESSAGE, CHALLENGE_REQUIRED_MESSAGE, type ChallengeAnswer } from '@shringar/contracts/auth';
import { createChallenge, type Payload, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppContext } from '../../context.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import type { LimitRule } from '../../lib/rate-limit/rate-limiter.ts';
import { otpSecretOf } from './otp-code.ts';

/**
 * Proof-of-work challenges (ALTCHA v2, deterministic mode): the server picks a counter at random below
 * `maxTries`, derives its PBKDF2 key and signs the challenge and that key; the client must try counters from 0
 * until it finds the key, on average half of `maxTries` derivations, while checking an answer costs the server
 * one HMAC. Self-hosted: no call leaves the store.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** A level of 1 is the base challenge; each level above doubles the work, up to this one. */
export const MAX_CHALLENGE_LEVEL = 7;
const USED_RULE: LimitRule = { limit: 1, windowMs: CHALLENGE_TTL_MS + 60_000, kind: 'fixed' };

const secretsOf = (ctx: AppContext) => {
  const base = otpSecretOf(ctx.config);
  const derive = (purpose: string) => createHmac('sha256', base).update(purpose).digest('hex');
  return { signature: derive('proof-of-work:challenge'), key: derive('proof-of-work:key') };
};

export const triesAtLevel = (ctx: AppContext, level: number) =>
  ctx.config.PROOF_OF_WORK_MAX_TRIES * 2 ** (Math.min(Math.max(level, 1), MAX_CHALLENGE_LEVEL) - 1);

/** A new challenge of the given level, valid CHALLENGE_TTL_MS from now (the store's clock) and once. */
export async function issueChallenge(ctx: AppContext, level: number): Promise<ChallengeAnswer> {
  const clamped = Math.min(Math.max(level, 1), MAX_CHALLENGE_LEVEL);
  const secrets = secretsOf(ctx);
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: ctx.config.PROOF_OF_WORK_COST,
    counter: randomInt(0, triesAtLevel(ctx, clamped)),
    deriveKey,
    data: { level: clamped, issuedAt: ctx.clock.now().getTime() },
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  });
  return challenge as ChallengeAnswer;
}

export class ChallengeRequired extends AppError {
  constructor() {
    super(429, 'CHALLENGE_REQUIRED', CHALLENGE_REQUIRED_MESSAGE);
  }
}

const invalid = () => ValidationError.field('proofOfWork', CHALLENGE_INVALID_MESSAGE, 'CHALLENGE_INVALID');

function decode(text: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Partial<Payload>;
    if (typeof challenge?.parameters !== 'object' || typeof solution !== 'object' || solution === null) return null;
    return { challenge, solution } as Payload;
  } catch {
    return null;
  }
}

/**
 * Passes when no challenge is needed (level 0), else only with a solved, signed, unexpired challenge of at
 * least that level that was never used before. Nothing sent: CHALLENGE_REQUIRED (429), so the client fetches
 * one; a bad, expired or used one: CHALLENGE_INVALID (400 naming `proofOfWork`); too easy for the present
 * level: CHALLENGE_REQUIRED again.
 */
export async function requireProofOfWork(ctx: AppContext, level: number, proof: string | undefined): Promise<void> {
  if (level <= 0) return;
  if (!proof) throw new ChallengeRequired();
  const payload = decode(proof);
  if (!payload) throw invalid();
  const secrets = secretsOf(ctx);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
  }).catch(() => null);
  if (!result?.verified) throw invalid();
  const { level: solvedLevel, issuedAt } = payload.challenge.parameters.data ?? {};
  const nowMs = ctx.clock.now().getTime();
  if (typeof issuedAt !== 'number' || issuedAt > nowMs || nowMs - issuedAt > CHALLENGE_TTL_MS) throw invalid();
  const firstUse = await ctx.limiter.hit(`pow:used:${payload.challenge.signature}`, USED_RULE, nowMs);
  if (!firstUse.allowed) throw invalid();
  if (typeof solvedLevel !== 'number' || solvedLevel < Math.min(level, MAX_CHALLENGE_LEVEL))
    throw new ChallengeRequired();
}

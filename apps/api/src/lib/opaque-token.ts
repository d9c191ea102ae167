import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets (shopper sessions, staff sessions, staff invitations): 256 random bits handed to the holder once,
 * stored only as their SHA-256, so a copy of the database opens no account.
 */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');

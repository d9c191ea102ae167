import { z } from 'zod';

/**
 * Optimistic concurrency for the console's edits. Every read of a thing an operator edits carries its `version`
 * (computed by the server from the stored record, leaving out what moves on its own: stock, counts, timestamps);
 * a write sends it back in `If-Match`, and a write based on an older version is refused with 409 STALE_WRITE,
 * naming what changed since. A staff session must send it (428 VERSION_REQUIRED otherwise); the automation token
 * may leave it out (docs/decisions.md).
 */
export const recordVersion = z.string().describe('The version of the stored record: send it back in If-Match');

/** A read of an editable thing: the thing and its version. */
export const withVersion = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  z.object({ ...schema.shape, version: recordVersion });

export type Versioned<T> = T & { version: string };

/** The request header of a write based on this version. */
export const ifMatch = (version: string) => ({ 'If-Match': `"${version}"` });

/** The error answers every versioned write adds to its own. */
export const versionedWriteErrors = { errors: [409, 428], errorCodes: ['STALE_WRITE', 'VERSION_REQUIRED'] } as const;

/** A unique-key violation from either driver (Drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  return hasCode(err, '23505');
}

/** A foreign-key violation: a row still referenced (a delete racing an insert that points at it). */
export function isForeignKeyViolation(err: unknown): boolean {
  return hasCode(err, '23503');
}

function hasCode(err: unknown, code: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === code) return true;
  return false;
}

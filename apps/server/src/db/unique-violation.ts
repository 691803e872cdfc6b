/**
 * Whether a write failed on a unique index (SQLSTATE 23505), e.g. two admins saving one slug or code at the
 * same moment. Drizzle wraps the driver's error, so the code is on the error or on its cause.
 */
export function isUniqueViolation(err: unknown): boolean {
  const { code, cause } = (err ?? {}) as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
}

/**
 * Runs a write whose record has a unique field (a slug, a code): when another record took the value, even
 * one saved a moment earlier by someone else, it throws `taken()` (the answer naming the field) instead of
 * failing as an unknown error.
 */
export async function onUniqueViolation<T>(write: () => Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/**
 * Whether a write failed on a unique index (SQLSTATE 23505), e.g. two admins saving one slug or code at the
 * same moment. Drizzle wraps the driver's error, so the code is on the error or on its cause.
 */
export function isUniqueViolation(err: unknown): boolean {
  const { code, cause } = (err ?? {}) as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
}

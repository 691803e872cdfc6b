/** A practical e-mail check: one @, a dot in the domain, no spaces. The server decides anything stricter. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

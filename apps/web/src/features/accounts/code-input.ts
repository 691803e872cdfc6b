import { toLatinDigits } from '../../lib/digits.ts';

/** docs/architecture.md "Identity and operators": codes have 6 digits. */
export const codeLength = 6;

/**
 * The code held by the code field after typing, autofill or paste: Latin digits only, at most 6. A
 * pasted message that contains a 6-digit run gives that run; "123 456" gives 123456.
 */
export function codeFromInput(text: string): string {
  const latin = toLatinDigits(text);
  const run = /(?:^|\D)(\d{6})(?:\D|$)/.exec(latin);
  if (run?.[1]) return run[1];
  return latin.replace(/\D/g, '').slice(0, codeLength);
}

export function isCompleteCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

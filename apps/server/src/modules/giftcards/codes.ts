import { createHash, randomBytes } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I): 32 of them, 5 bits each. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Characters of a code: 16 of 5 bits, 80 random bits. */
export const codeLength = 16;

/** A new card code: 16 characters from 80 random bits (each byte modulo 32, which keeps every letter equally likely). */
export function newGiftCardCode(): string {
  const bytes = randomBytes(codeLength);
  let code = '';
  for (let i = 0; i < codeLength; i += 1) code += alphabet[bytes[i]! % 32];
  return code;
}

/** A code as typed, in any case and with spaces or dashes, as its 16 characters; null when it cannot be a code. */
export function normalizedCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== codeLength) return null;
  for (const c of code) if (!alphabet.includes(c)) return null;
  return code;
}

/** What the database keeps of a code: its SHA-256, hex (an 80-bit random code needs no salt or slow hash). */
export const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** A code as printed and e-mailed: four groups of four. */
export const printedCode = (code: string) => code.match(/.{1,4}/g)!.join('-');

/** Months after `from`, by the calendar in UTC; a day the month lacks becomes its last day. */
export function monthsAfter(from: Date, months: number): Date {
  const to = new Date(from.getTime());
  const day = to.getUTCDate();
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + months);
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day, last));
  return to;
}

import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** spec part 1 §9: default phone prefix +971, country AE. */
export const defaultCountry = 'AE';
export const defaultPhonePrefix = '+971';

/**
 * A mobile number in E.164 (+971501234567), or null when it is not a valid mobile or fixed-line-or-mobile
 * number. Numbers without a + are read as UAE numbers, so "050 123 4567", "971501234567", "00971501234567"
 * and "+971 50 123 4567" are one person; spaces, dashes and parentheses are ignored.
 */
export function normalizeMobile(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}

/** Lower-cased and trimmed, so one person cannot hold two accounts by spelling. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

const emailShape = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A standard e-mail format (spec part 1 §5 email_valid_warning). */
export function isEmail(input: string): boolean {
  return input.length <= 254 && emailShape.test(input.trim());
}

/**
 * Splits the full `name` of spec part 1 §7 (sendOtp, verifyLoginOTP, editProfile) into first name (the
 * first word) and last name (the rest) for storage; a one-word name has an empty last name.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

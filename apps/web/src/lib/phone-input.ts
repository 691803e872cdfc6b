import { defaultPhonePrefix } from '@portal/domain/identity';
import { toLatinDigits } from './digits.ts';

/** spec part 1 §5: the phone field resets to +971 when cleared below 4 characters. */
const shortestKept = 4;

/**
 * The phone field's value after an edit. Below 4 characters it goes back to +971; a digit typed over
 * the whole selection is kept after the prefix (a national trunk 0 is dropped, +971 replaces it).
 */
export function nextPhoneValue(raw: string): string {
  const value = toLatinDigits(raw);
  if (value.trim().length >= shortestKept) return value;
  const typed = value.replace(/\D/g, '');
  if (value.trim().startsWith('+') || defaultPhonePrefix.startsWith(`+${typed}`)) return defaultPhonePrefix;
  return `${defaultPhonePrefix}${typed.replace(/^0+/, '')}`;
}

/** The bare prefix counts as no number at all (spec part 1 §5 phone_warning). */
export function isPhoneEmpty(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits === '' || `+${digits}` === defaultPhonePrefix;
}

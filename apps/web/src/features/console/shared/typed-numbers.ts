import { toLatinDigits } from '../../../lib/digits.ts';

/* Amounts and counts as console fields show and read them; several areas' drafts share them. */

/** An amount as the price field shows it: whole dirhams bare ("15"), fils with two decimals ("12.50"). */
export function priceText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** Digits, then at most two decimals after a point (an Arabic keyboard's ٫ counts as one). */
const pricePattern = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The price typed, in AED, or null when it is not an amount with at most two decimals. Arabic-Indic digits
 * and the Arabic decimal separator are read as Latin ones, since Arabic keyboards type them.
 */
export function parsePrice(text: string): number | null {
  const latin = toLatinDigits(text.trim()).replace('\u066B', '.');
  return pricePattern.test(latin) ? Number(latin) : null;
}

/** A whole number typed in Latin or Arabic-Indic digits, or null. */
export function parseWhole(text: string): number | null {
  const latin = toLatinDigits(text.trim());
  return /^\d{1,7}$/.test(latin) ? Number(latin) : null;
}
